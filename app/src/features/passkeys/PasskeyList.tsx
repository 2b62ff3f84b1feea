/** The member's passkeys: name, when added, when last used, and a way to remove each. */
import type { PasskeySummary } from '@wps/contract/passkeys';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';

const WHEN: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

export function PasskeyList({
  passkeys,
  onRemove,
}: {
  passkeys: readonly PasskeySummary[];
  onRemove: (passkey: PasskeySummary) => void;
}) {
  const { t, language } = useI18n();
  const when = (at: number) => (
    <time dateTime={new Date(at).toISOString()}>{formatDate(language, at, WHEN)}</time>
  );
  if (passkeys.length === 0) return <p className="muted">{t('passkeys.none')}</p>;
  return (
    <ul className="passkey-list" aria-label={t('passkeys.listTitle')}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="passkey-item">
          <span className="passkey-item-text">
            <strong dir="auto">{passkey.name}</strong>
            <span className="muted">
              {t('passkeys.created')} {when(passkey.created)}
            </span>
            <span className="muted">
              {passkey.lastUsed === null ? (
                t('passkeys.neverUsed')
              ) : (
                <>
                  {t('passkeys.lastUsed')} {when(passkey.lastUsed)}
                </>
              )}
            </span>
          </span>
          <Button
            variant="ghost"
            aria-label={t('passkeys.removeNamed', { name: passkey.name })}
            onClick={() => onRemove(passkey)}
          >
            {t('passkeys.remove')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
