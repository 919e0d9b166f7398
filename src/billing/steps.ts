/**
 * The engine's steps (nextStep.ts names them), each run inside one transaction holding the
 * subscription's claim. Every step writes its progress (`billing_states.billed_through`) in that
 * transaction, so a step is taken once: a second run, or a second engine, finds it done.
 *
 * Order inside a boundary (DESIGN.md section 9): close the old period (in-arrears fees, usage,
 * aggregations), record grant expiries at the boundary, settle the closed period's overdraft on
 * one invoice with the new period's in-advance fees, then issue the grants due at the boundary
 * and draw the new period's pricing-unit fees. Settling before granting keeps a new period's
 * credits from paying the old period's overage.
 */
import { runBoundary } from './boundaryStep.js';
import { runEnd } from './endStep.js';
import type { Step } from './nextStep.js';
import { runGrants, runTrialEnd } from './periodSteps.js';
import { runStart, runVoid } from './startSteps.js';
import type { StepInput, StepOutcome } from './stepSupport.js';

export type { StepInput, StepOutcome } from './stepSupport.js';
export { runBoundary } from './boundaryStep.js';

export async function runStep(input: StepInput, step: Step): Promise<StepOutcome> {
  switch (step.kind) {
    case 'void':
      return runVoid(input, step.at);
    case 'start':
      return runStart(input, step.at);
    case 'grants':
      return runGrants(input, step.until);
    case 'trial_end':
      return runTrialEnd(input, step.at);
    case 'transition':
      return runBoundary(input, step.at, step.to);
    case 'boundary':
      return runBoundary(input, step.at, step.transitionTo);
    case 'end':
      return runEnd(input, step.at);
  }
}
