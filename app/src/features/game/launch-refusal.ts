/**
 * What the player is shown when a game launch fails. A safer-gambling refusal (issue 17: a break
 * in force, rg.break.active) is explained in the player's language with the break's end
 * (lib/safer-gambling/refusal), not as the server's generic message; any other failure reads as
 * every other call's (spec §8), a dead session included.
 */
import { isApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Paths } from '../../lib/router/paths';
import { saferGamblingRefusal, type RefusalFormat } from '../../lib/safer-gambling/refusal';

export function showLaunchFailure(
  error: unknown,
  t: Translate,
  format: RefusalFormat,
  navigate: (to: string) => void,
): void {
  if (!isApiError(error)) return;
  const explained = saferGamblingRefusal(error, t, format);
  if (explained !== null) {
    overlays.open({
      kind: 'notice',
      title: { key: 'rg.game.refusedTitle' },
      message: { text: explained },
    });
    return;
  }
  const overlay = overlayForError(error, location.protocol);
  if (!overlay) return;
  if (error.kind === 'session-expired' && overlay.kind === 'notice') {
    overlay.onConfirm = () => navigate(Paths.login);
  }
  overlays.open(overlay);
}
