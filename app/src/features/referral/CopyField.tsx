/** A value with a copy button; a short toast confirms (spec §8 'copy_success'). */
import { useI18n } from '../../lib/i18n/i18n';
import { overlays } from '../../lib/overlays/overlays';
import { Button } from '../../ui/Button';

const TOAST_MS = 1500;

export function CopyField({
  label,
  value,
  testId,
}: {
  label: string;
  value: string;
  testId: string;
}) {
  const { t } = useI18n();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      overlays.open({
        kind: 'toast',
        message: { key: 'invite.copySuccess' },
        durationMs: TOAST_MS,
      });
    } catch {
      // Clipboard refused (permissions, old browser): the value stays selectable on screen.
    }
  };
  return (
    <div className="referral-field">
      <p className="muted small">{label}</p>
      <div className="referral-box">
        <span className="referral-value" data-testid={testId}>
          {value}
        </span>
        <Button
          variant="secondary"
          onClick={() => void copy()}
          aria-label={`${t('invite.copy')}: ${label}`}
        >
          {t('invite.copy')}
        </Button>
      </div>
    </div>
  );
}
