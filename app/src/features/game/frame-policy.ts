/**
 * What the game frame allows (issue 7): the sandbox tokens a third-party game needs, never top
 * navigation; and which messages from the frame are heard (only from the game's own origin and
 * window). allow-same-origin is granted only to a game on another origin: together with
 * allow-scripts on our own origin it would let the frame lift its own sandbox.
 */
const GAME_SANDBOX = [
  'allow-scripts',
  'allow-forms',
  'allow-pointer-lock',
  'allow-popups',
  'allow-popups-to-escape-sandbox',
];

export const FRAME_ALLOW = 'fullscreen; autoplay';
export const FRAME_REFERRER_POLICY = 'strict-origin';

/** The game's origin, or null for a URL the frame must not open (not http(s), unparsable). */
export function gameOrigin(url: string, base: string): string | null {
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

export function sandboxFor(frameOrigin: string, appOrigin: string): string {
  return (frameOrigin === appOrigin ? GAME_SANDBOX : [...GAME_SANDBOX, 'allow-same-origin']).join(
    ' ',
  );
}

/** The message types a game may send; anything else is ignored. */
export type GameMessage = { type: 'wps:game:close' };

export function readGameMessage(
  event: { origin: string; source: unknown; data: unknown },
  frameOrigin: string,
  frameWindow: unknown,
): GameMessage | null {
  if (event.origin !== frameOrigin || event.source !== frameWindow || frameWindow == null) {
    return null;
  }
  const data = event.data as { type?: unknown } | null;
  return data && typeof data === 'object' && data.type === 'wps:game:close'
    ? { type: 'wps:game:close' }
    : null;
}
