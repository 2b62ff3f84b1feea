/**
 * A chat in the full-screen frame (ui/FullScreenFrame.tsx: sandboxed like the game frame, back
 * and Escape close it). A provider that refuses framing shows the browser's error page in the
 * frame, and no page can tell that it did: "Open in new tab" is always in the bar, and opens the
 * same address (the session in it only where allowed) before the frame closes.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { FullScreenFrame } from '../../ui/FullScreenFrame';
import { openTab, type OpenFrame } from './useChatOpener';

export default function ChatFrame({ url, title, onBack }: OpenFrame & { onBack: () => void }) {
  const { t } = useI18n();
  return (
    <FullScreenFrame
      url={url}
      title={title}
      backLabel={t('game.back')}
      errorText={t('error.generic')}
      onBack={onBack}
      controls={
        <button
          type="button"
          className="full-frame-button"
          onClick={() => {
            if (openTab(url)) onBack();
          }}
        >
          {t('service.openNewTab')}
        </button>
      }
    />
  );
}
