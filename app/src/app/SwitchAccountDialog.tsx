/** Asks before a ?token= link replaces the session of the member who is logged in. */
import { useI18n } from '../lib/i18n/i18n';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

export default function SwitchAccountDialog({
  onSwitch,
  onStay,
}: {
  onSwitch: () => void;
  onStay: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      role="alertdialog"
      title={t('switch.title')}
      closeLabel={t('common.close')}
      onClose={onStay}
      footer={
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onStay}>
            {t('switch.stay')}
          </Button>
          <Button data-autofocus onClick={onSwitch}>
            {t('switch.confirm')}
          </Button>
        </div>
      }
    >
      <p className="notice-message">{t('switch.message')}</p>
    </Dialog>
  );
}
