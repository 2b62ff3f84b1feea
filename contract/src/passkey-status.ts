/**
 * The status flag of passkeys (contract/README.md "Passkeys"): present when the site offers
 * them, with its relying-party id. The site status, which every first paint parses, takes it
 * unread (status.ts): the app asks only whether it is there, and the ceremonies' options bring
 * the relying party themselves.
 */
export type PasskeyStatus = { rpId: string };
