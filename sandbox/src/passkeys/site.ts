/**
 * Whether a merchant offers passkeys, and for which relying party: `status.passkeys` (rpId, the
 * status flag of the contract) plus `origins`, the sandbox's own list of the pages the site
 * serves, which the client never reads. The control API sets both (routes/control/passkeys.ts).
 */
import type { PasskeyStatus } from '@wps/contract/passkey-status';
import type { Merchant } from '../site/merchants.ts';

export type PasskeySite = PasskeyStatus & { origins: string[]; rpName: string };

export function passkeySite(merchant: Merchant): PasskeySite | undefined {
  const entry = merchant.status.passkeys;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return undefined;
  const { rpId, origins } = entry;
  if (typeof rpId !== 'string' || rpId === '') return undefined;
  const listed = Array.isArray(origins)
    ? origins.filter((o): o is string => typeof o === 'string')
    : [];
  return {
    rpId,
    origins: listed.length > 0 ? listed : [`https://${rpId}`],
    rpName: merchant.code,
  };
}
