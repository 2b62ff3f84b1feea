/**
 * What a full-screen frame of another site may do (a game, a customer-service chat): the
 * sandbox tokens a game or a chat needs, never top navigation. allow-same-origin is granted only
 * to a page on another origin: together with allow-scripts on our own origin it would let the
 * frame lift its own sandbox.
 */
const FRAME_SANDBOX = [
  'allow-scripts',
  'allow-forms',
  'allow-pointer-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
];

export const FRAME_ALLOW = 'fullscreen; autoplay';
/** A framed page learns our origin, never our path or query. */
export const FRAME_REFERRER_POLICY = 'strict-origin';

/** The page's origin, or null for a URL a frame must not open (not http(s), unparsable). */
export function frameOrigin(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function sandboxFor(origin: string, appOrigin: string): string {
  return (origin === appOrigin ? FRAME_SANDBOX : [...FRAME_SANDBOX, 'allow-same-origin']).join(' ');
}
