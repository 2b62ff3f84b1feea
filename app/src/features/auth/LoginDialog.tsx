/** The login modal (spec §2, §4): the login content over the current page. */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Dialog } from '../../ui/Dialog';
import { LoginPanel } from './LoginPanel';

export default function LoginDialog({
  social,
  onRegister,
  onClose,
}: {
  social?: ReactNode;
  onRegister: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog title={t('page.login')} closeLabel={t('common.close')} onClose={onClose}>
      <LoginPanel social={social} onRegister={onRegister} />
    </Dialog>
  );
}
