/**
 * A money call refused for a reason the player may see (MoneyErrorCode). Thrown inside a
 * SQLite transaction it rolls back everything the call had written; the route turns it into
 * a failure envelope.
 */
export class MoneyRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'MoneyRefusal';
  }
}
