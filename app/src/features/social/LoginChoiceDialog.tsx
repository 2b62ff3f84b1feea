/**
 * The login-choice confirm dialog (spec §2, §8 bind_customer_required): the identity is not bound
 * to a member; log in to an existing account, or register a new one when FIREBASECREATEACC3 is on.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';

export function LoginChoiceDialog({
  message,
  canRegister,
  onLoginExisting,
  onRegisterNew,
  onClose,
}: {
  message: string;
  canRegister: boolean;
  onLoginExisting: () => void;
  onRegisterNew: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      role="alertdialog"
      title={t('notice.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
      footer={
        <div className="dialog-actions">
          <Button block data-autofocus onClick={onLoginExisting}>
            {t('social.loginExisting')}
          </Button>
          {canRegister ? (
            <Button block variant="secondary" onClick={onRegisterNew}>
              {t('social.registerNew')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="notice-message" dir={message ? 'auto' : undefined}>
        {message || t('social.notBound')}
      </p>
    </Dialog>
  );
}
