/**
 * The providers whose scripts and styles a production page loads, and from where: the one list
 * the page's Content-Security-Policy is built from (security-headers.ts), in the sandbox and in
 * the nginx configuration alike. An operator whose provider answers from another host (a Geetest
 * mirror in status.gw.GEETEST_SERVERS) adds that origin here and renders nginx again
 * (deploy/README.md). Frames and API calls need nothing here: frame-src and connect-src take any
 * https origin, since operators configure games, chat and back ends on hosts of their own.
 *
 * A source with a path ending in '/' allows everything under it; one without allows that file.
 */

export type ProviderSources = {
  /** script-src: the loader and every script it adds in turn (JSONP answers included). */
  script: readonly string[];
  /** style-src: the stylesheets the provider's script links. */
  style: readonly string[];
};

export const PROVIDER_ORIGINS = {
  /**
   * Geetest v3 and v4 captchas: gt.js and gt4.js from the static servers (and their mirrors),
   * which add the widget's scripts and stylesheets from there and ask the API servers by JSONP.
   */
  geetest: {
    script: [
      'https://static.geetest.com',
      'https://static.geevisit.com',
      'https://api.geetest.com',
      'https://api.geevisit.com',
      'https://gcaptcha4.geetest.com',
      'https://gcaptcha4.geevisit.com',
    ],
    style: ['https://static.geetest.com', 'https://static.geevisit.com'],
  },
  /** Google Identity Services, for the one-tap prompt: its client and its own stylesheet. */
  googleIdentityServices: {
    script: ['https://accounts.google.com/gsi/client'],
    style: ['https://accounts.google.com/gsi/style'],
  },
  /** Firebase Auth's popup and redirect sign-ins load Google's gapi, which loads its modules. */
  firebaseAuth: {
    script: ['https://apis.google.com'],
    style: [],
  },
  /** The invisible reCAPTCHA Firebase Auth checks phone sign-ins with: api.js, then releases. */
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    style: [],
  },
} as const satisfies Record<string, ProviderSources>;

/** Every provider's sources for one directive, each once, in the list's order. */
export function providerSources(kind: keyof ProviderSources): string[] {
  return [...new Set(Object.values(PROVIDER_ORIGINS).flatMap((sources) => sources[kind]))];
}
