/**
 * The status flag of passkeys (contract/README.md "Passkeys"), in a file of its own so that the
 * site status, which every first paint parses, carries none of the ceremonies' schemas.
 */
import * as v from 'valibot';

/** Present when the site offers passkeys, with its relying-party id. */
export const passkeyStatusFields = {
  passkeys: v.optional(v.object({ rpId: v.string() })),
};
