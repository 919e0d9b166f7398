/**
 * The engine's steps (rules/nextStep.ts names them), each run inside one transaction holding the
 * subscription's claim. Every step writes its progress (`billing_states.billed_through`) in that
 * transaction, so a step is taken once: a second run, or a second engine, finds it done.
 *
 * A step is short (issue 13, item 1): a grants step issues the grants of at most
 * GRANT_INSTANTS_PER_STEP instants (period.ts). It records the last instant it granted as its
 * progress, so the next step goes on from there; the run yields to other requests between the
 * two (runner/runBilling.ts).
 */
import type { Step } from '../rules/nextStep.js';
import type { DraftLine } from '../rules/lines.js';
import { boundaryWork } from './boundary.js';
import type { StepInput, StepOutcome } from './context.js';
import { endWork } from './end.js';
import { grantsWork, trialEndWork } from './period.js';
import { startWork, voidWork } from './start.js';
import { lockStepWallets, type StepWallets } from './wallets.js';
import { writeStep, type StepWork } from './write.js';

/**
 * Takes a step: the customer's wallets locked (the engine's lock order: wallets, then invoices),
 * the step's work decided, then written in write.ts's one order. `extraLines` join the invoice of
 * a transition (a plan change's refund of prepaid time).
 */
export async function runStep(input: StepInput, step: Step, extraLines: DraftLine[] = []): Promise<StepOutcome> {
  const wallets = await lockStepWallets(input.ctx);
  return writeStep(input, wallets, await stepWork(input, wallets, step, extraLines));
}

/** A plan change's work: its invoice is a change's (write.ts), which an instant already invoiced does not refuse. */
async function changeWork(work: Promise<StepWork>): Promise<StepWork> {
  const decided = await work;
  return decided.invoice === null ? decided : { ...decided, invoice: { ...decided.invoice, change: true } };
}

function stepWork(input: StepInput, wallets: StepWallets, step: Step, extraLines: DraftLine[]): StepWork | Promise<StepWork> {
  switch (step.kind) {
    case 'void':
      return voidWork(input, step.at);
    case 'start':
      return startWork(input, step.at);
    case 'grants':
      return grantsWork(input, step.until);
    case 'trial_end':
      return trialEndWork(input, step.at);
    case 'transition':
      return changeWork(boundaryWork(input, wallets, step.at, step.to, extraLines));
    case 'boundary':
      return boundaryWork(input, wallets, step.at, step.transitionTo);
    case 'end':
      return endWork(input, wallets, step.at);
  }
}
