/**
 * What the player is shown when a game launch fails. A safer-gambling refusal (a break
 * in force, rg.break.active) is explained in the player's language with the break's end
 * (domains/safer-gambling/refusal), not as the server's generic message; any other failure reads as
 * every other call's (spec §8), a dead session included.
 */
import { isApiError, type ApiError } from '../../lib/api/errors';
import type { Translate } from '../../lib/i18n/i18n';
import { overlayForError } from '../../lib/overlays/error-notice';
import { overlays } from '../../lib/overlays/overlays';
import { Paths } from '../../lib/router/paths';

/** SaferGamblingErrorCode.breakActive, written out: the contract module brings its schemas. */
const BREAK_ACTIVE = 'rg.break.active';

export function showLaunchFailure(
  error: unknown,
  t: Translate,
  time: (iso: string) => string,
  navigate: (to: string) => void,
): void {
  if (!isApiError(error)) return;
  const explained = breakText(error, t, time);
  if (explained !== null) {
    overlays.open({
      kind: 'notice',
      title: { key: 'rg.game.refusedTitle' },
      message: { text: explained },
    });
    return;
  }
  showFailure(error, navigate);
}

/**
 * A launch is refused for one safer-gambling reason only: a break in force. Read here by hand,
 * not with the contract's schemas (domains/safer-gambling/refusal.ts), which would put valibot's
 * actions and the whole refusal module on the lobby's first paint; a value that is not a break
 * falls back to the server's message, as refusal.ts does.
 */
function breakText(error: ApiError, t: Translate, time: (iso: string) => string): string | null {
  if (error.errorCode !== BREAK_ACTIVE) return null;
  const value = (error.value ?? {}) as { kind?: unknown; endsAt?: unknown };
  const ends = value.endsAt;
  if (ends === null && value.kind === 'SELF_EXCLUSION')
    return t('rg.refused.selfExclusionIndefinite');
  if (typeof ends !== 'string' || Number.isNaN(Date.parse(ends)))
    return error.serverMessage ?? t('rg.refused.breakUnknown');
  if (value.kind === 'TIME_OUT') return t('rg.refused.timeOut', { time: time(ends) });
  if (value.kind === 'SELF_EXCLUSION') return t('rg.refused.selfExclusion', { time: time(ends) });
  return error.serverMessage ?? t('rg.refused.breakUnknown');
}

function showFailure(error: ApiError, navigate: (to: string) => void): void {
  const overlay = overlayForError(error, location.protocol);
  if (!overlay) return;
  if (error.kind === 'session-expired' && overlay.kind === 'notice') {
    overlay.onConfirm = () => navigate(Paths.login);
  }
  overlays.open(overlay);
}
