import { useI18n } from '../../lib/i18n/i18n';
import { overlays, type NoticeSpec } from '../../lib/overlays/overlays';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { textOf } from './overlay-text';

/** The 'notice' alert of spec §8: a title, the message and a confirm button. */
export default function NoticeDialog({ notice }: { notice: NoticeSpec & { uid: number } }) {
  const { t } = useI18n();
  const close = () => overlays.close(notice.uid);
  return (
    <Dialog
      role="alertdialog"
      title={textOf(t, notice.title)}
      closeLabel={t('common.close')}
      onClose={close}
      footer={
        <Button
          block
          data-autofocus
          onClick={() => {
            close();
            notice.onConfirm?.();
          }}
        >
          {textOf(t, notice.confirm ?? { key: 'common.confirm' })}
        </Button>
      }
    >
      {/* A message the server wrote keeps its own direction; a translated one the page's. */}
      <p className="notice-message" dir={'text' in notice.message ? 'auto' : undefined}>
        {textOf(t, notice.message)}
      </p>
    </Dialog>
  );
}
