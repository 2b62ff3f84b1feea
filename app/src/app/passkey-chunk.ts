/**
 * The passkey sign-in's chunk, reached through this one small chunk, which imports nothing: the
 * entry then names one file, not the sign-in's dependencies (their list would weigh on every
 * first paint), as member-centre-pages.ts does for the member's pages.
 */
export const load = () => import('../features/passkeys/PasskeySignIn');
