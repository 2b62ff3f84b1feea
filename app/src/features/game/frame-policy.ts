/**
 * The game frame's policy: the sandbox, permissions and referrer of every full-screen
 * frame (lib/frame/frame-policy.ts, shared with the chat frame), and which messages from the
 * frame are heard: only from the game's own origin and window.
 */
export {
  FRAME_ALLOW,
  FRAME_REFERRER_POLICY,
  frameOrigin as gameOrigin,
  sandboxFor,
} from '../../lib/frame/frame-policy';

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
