import { expect, test } from '@playwright/test';
import { gzipBytes, readManifest, staticClosure } from '../support/bundle-manifest';

/**
 * What the passkey sign-in costs a site that does not offer passkeys: the login page asks, after
 * its first paint, for the small chunk that checks the site's status and the browser
 * (features/passkeys/PasskeySignIn.tsx); the button and the WebAuthn library come in a chunk of
 * their own, asked only where passkeys are offered. 5,073 B gzip beyond login's first paint
 * before that split, 983 B after.
 */
const OFFER_CHECK_BUDGET = 1_100;

const LOGIN_FIRST_PAINT = [
  'index.html',
  'src/features/auth/LoginPage.tsx',
  'src/features/social/SocialLogin.tsx',
];

test('a site without passkeys downloads only the offer check, not the WebAuthn library', () => {
  const manifest = readManifest();
  const painted = staticClosure(manifest, LOGIN_FIRST_PAINT);
  const check = [
    ...staticClosure(manifest, [
      'src/app/passkey-chunk.ts',
      'src/features/passkeys/PasskeySignIn.tsx',
    ]),
  ].filter((file) => !painted.has(file));
  const bytes = check.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(`passkey offer check after login's first paint: ${bytes} B gzip`, check);
  expect(bytes).toBeLessThanOrEqual(OFFER_CHECK_BUDGET);

  const button = manifest['src/features/passkeys/PasskeyButton.tsx'];
  expect(button, 'the passkey button is a chunk of its own').toBeTruthy();
  const library = [...staticClosure(manifest, ['src/features/passkeys/PasskeyButton.tsx'])].filter(
    (file) => !painted.has(file) && !check.includes(file),
  );
  expect(library.length, 'the button brings the WebAuthn library').toBeGreaterThan(0);
  for (const file of library) expect(check, `${file} waits for an offer`).not.toContain(file);
});
