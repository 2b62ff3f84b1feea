/**
 * Ids of money and loyalty records: a letter for the kind (D deposit, W withdrawal, A account,
 * R reward, M mall redemption) + 12 hex.
 */
import { randomBytes } from 'node:crypto';

export function newId(prefix: 'D' | 'W' | 'A' | 'R' | 'M'): string {
  return `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
}
