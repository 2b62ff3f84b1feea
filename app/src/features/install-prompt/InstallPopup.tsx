/**
 * The install popup itself (spec §2): a bottom sheet with a close button, 'continue on web', the
 * app download (the download bar's flow, when the site offers the app here) and the web-app action of its
 * variant: the browser's install prompt, an open-in-Chrome link (plus copy-link in a social app's
 * browser), or the iOS add-to-home-screen guide (spec §8: Share moved in iOS 17).
 */
import { useState, type ReactNode } from 'react';
import { chromeIntentUrl } from '../../lib/device/browser';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { overlays } from '../../lib/overlays/overlays';
import type { InstallVariant } from '../../domains/pwa/install-rules';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './install-prompt.css';

const COPIED_TOAST_MS = 1500;

const GUIDE_STEPS: Record<'iosGuide17' | 'iosGuideOld', MessageKey[]> = {
  iosGuide17: ['pwaInstall.guideShare17', 'pwaInstall.guideAdd', 'pwaInstall.guideConfirm'],
  iosGuideOld: ['pwaInstall.guideShareOld', 'pwaInstall.guideAdd', 'pwaInstall.guideConfirm'],
};

async function copyLink() {
  try {
    await navigator.clipboard.writeText(location.href);
    overlays.open({
      kind: 'toast',
      message: { key: 'pwaInstall.copied' },
      durationMs: COPIED_TOAST_MS,
    });
  } catch {
    // Clipboard refused (permissions, an old web view): the address bar still has the link.
  }
}

export function InstallPopup({
  variant,
  installing,
  appOffered,
  onInstall,
  onDownload,
  onClose,
}: {
  variant: Exclude<InstallVariant, 'none' | 'waiting'>;
  installing: boolean;
  appOffered: boolean;
  onInstall: () => void;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [guide, setGuide] = useState(false);
  const ios = variant === 'iosGuide17' || variant === 'iosGuideOld';

  const sheet = (title: string, body: ReactNode, footer?: ReactNode) => (
    <Dialog
      title={title}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="install-sheet"
      footer={footer}
    >
      {body}
    </Dialog>
  );

  if (installing) {
    return sheet(
      t('pwaInstall.title'),
      <p role="status" className="install-status">
        {t('pwaInstall.installing')}
      </p>,
    );
  }

  if (ios && guide) {
    return sheet(
      t('pwaInstall.guideTitle'),
      <ol className="install-guide">
        {GUIDE_STEPS[variant].map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>,
      <Button block data-autofocus onClick={onClose}>
        {t('pwaInstall.guideDone')}
      </Button>,
    );
  }

  let webApp;
  if (variant === 'prompt') {
    webApp = (
      <Button block onClick={onInstall}>
        {t('pwaInstall.webApp')}
      </Button>
    );
  } else if (ios) {
    webApp = (
      <Button block onClick={() => setGuide(true)}>
        {t('pwaInstall.webApp')}
      </Button>
    );
  } else {
    webApp = (
      <>
        <a className="btn btn-primary btn-block" href={chromeIntentUrl(location.href)}>
          {t('pwaInstall.openInChrome')}
        </a>
        {variant === 'copyLink' ? (
          <Button block variant="secondary" onClick={() => void copyLink()}>
            {t('pwaInstall.copyLink')}
          </Button>
        ) : null}
      </>
    );
  }

  const text =
    variant === 'openInChrome'
      ? 'pwaInstall.chromeText'
      : variant === 'copyLink'
        ? 'pwaInstall.copyText'
        : 'pwaInstall.text';
  return sheet(
    t('pwaInstall.title'),
    <p className="install-text">{t(text)}</p>,
    <div className="install-actions">
      {webApp}
      {appOffered ? (
        <Button block variant="secondary" onClick={onDownload}>
          {t('pwaInstall.downloadApp')}
        </Button>
      ) : null}
      <Button variant="ghost" className="install-web" onClick={onClose}>
        {t('pwaInstall.continueWeb')}
      </Button>
    </div>,
  );
}
