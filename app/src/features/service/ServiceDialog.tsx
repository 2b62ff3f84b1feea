/** Customer service (spec §6): the channel list arrives with the chat release; until then an
 * honest empty state. */
import { useI18n } from '../../lib/i18n/i18n';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';

export default function ServiceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Dialog title={t('service.title')} closeLabel={t('common.close')} onClose={onClose}>
      <EmptyState icon="headset" title={t('empty.title')}>
        {t('empty.service')}
      </EmptyState>
    </Dialog>
  );
}
