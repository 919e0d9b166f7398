/**
 * The engine's steps (rules/nextStep.ts names them), each run inside one transaction holding the
 * subscription's claim. Every step writes its progress (`billing_states.billed_through`) in that
 * transaction, so a step is taken once: a second run, or a second engine, finds it done.
 */
import type { Step } from '../rules/nextStep.js';
import { runBoundary } from './boundary.js';
import type { StepInput, StepOutcome } from './context.js';
import { runEnd } from './end.js';
import { runGrants, runTrialEnd } from './period.js';
import { runStart, runVoid } from './start.js';

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
