/**
 * The link was used (or expired) by the time a transaction claimed it. Thrown inside the
 * transaction to roll it back, and caught by the same flow (claiming a payment, completing a
 * checkout, confirming a signup), which refunds if it charged and answers with the link's state.
 * A signal within one flow, not a refusal: it never reaches the error handler, so it carries no code.
 */
export class LinkTaken extends Error {
  constructor() {
    super('The link was used or expired before this claim');
    this.name = 'LinkTaken';
  }
}
