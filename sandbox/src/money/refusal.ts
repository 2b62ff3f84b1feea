/**
 * A money call refused for a reason the player may see (MoneyErrorCode, or a safer-gambling
 * code). Thrown inside a SQLite transaction it rolls back everything the call had written; the
 * route turns it into a failure envelope, with `value` when the refusal carries details (the
 * limit that binds, the break in force).
 */
export class MoneyRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'MoneyRefusal';
  }
}
