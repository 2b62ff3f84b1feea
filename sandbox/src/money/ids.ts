/** Ids of money records: a letter for the kind (D deposit, W withdrawal, A account) + 12 hex. */
import { randomBytes } from 'node:crypto';

export function newId(prefix: 'D' | 'W' | 'A'): string {
  return `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
}
