/** The registration modal (spec §2): the registration content over the current page. */
import type { ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Dialog } from '../../ui/Dialog';
import { RegisterPanel } from './RegisterPanel';

export default function RegisterDialog({
  social,
  onLogin,
  onClose,
}: {
  social?: ReactNode;
  onLogin: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog title={t('page.register')} closeLabel={t('common.close')} onClose={onClose}>
      <RegisterPanel social={social} onLogin={onLogin} />
    </Dialog>
  );
}
