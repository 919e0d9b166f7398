/** Thrown when a step cannot be billed correctly yet (say, no conversion rate): the step rolls back and is retried on the next run. */
export class BillingBlocked extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}
