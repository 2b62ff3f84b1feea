/**
 * The settings-driven download prompt (spec §2, §3, §4): texts and background from the settings
 * (app_desc, or bottom_app_desc as a bottom sheet when bottom_app_bar_mode is on; app_background;
 * theme), defaults otherwise. A forced prompt has no close button and ignores Escape. After the
 * download starts, the iOS steps show inside the prompt itself (ios17_download_tips, or
 * app_goto_setting with the profile button, spec §8), so they work over a game as well.
 * A lazy chunk of its own: it is fetched when a prompt first shows.
 */
import { useState } from 'react';
import type { DownloadSettings } from '@wps/contract/download';
import type { DownloadStep } from '../../domains/app-download/links';
import { openLink, runStep } from '../../domains/app-download/start-download';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Icon } from '../../ui/Icon';
import { textOf } from './settings';
import { promptTheme } from './prompt-look';
import './app-download.css';

type View = { kind: 'offer' } | { kind: 'tips' } | { kind: 'confirm'; url: string };

export default function DownloadPrompt({
  closable,
  settings,
  icon,
  gift,
  step,
  onDownloaded,
  onClose,
}: {
  closable: boolean;
  settings: DownloadSettings;
  icon: string;
  gift: boolean;
  step: DownloadStep;
  /** The download started (and its iOS steps are done): a closable prompt closes. */
  onDownloaded: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const [view, setView] = useState<View>({ kind: 'offer' });
  const sheet = closable && textOf(settings, 'bottom_app_bar_mode') !== '';
  const text = textOf(settings, sheet ? 'bottom_app_desc' : 'app_desc');
  const background = textOf(settings, 'app_background');
  const finish = () => (closable ? onDownloaded() : setView({ kind: 'offer' }));

  const download = () => {
    const after = runStep(step);
    if (after.kind === 'done') onDownloaded();
    else setView(after);
  };

  let body;
  let action;
  if (view.kind === 'tips') {
    body = <p className="notice-message">{t('appDownload.ios17DownloadTips')}</p>;
    action = (
      <Button block data-autofocus onClick={finish}>
        {t('common.confirm')}
      </Button>
    );
  } else if (view.kind === 'confirm') {
    body = <p className="notice-message">{t('appDownload.appGotoSetting')}</p>;
    action = (
      <Button
        block
        data-autofocus
        onClick={() => {
          openLink(view.url);
          finish();
        }}
      >
        {t('appDownload.downloadProfile')}
      </Button>
    );
  } else {
    body = (
      <>
        {/^https?:\/\//i.test(background) ? (
          <img className="app-prompt-art" src={background} alt="" />
        ) : null}
        <div className="app-prompt-lead">
          <img className="download-bar-icon" src={icon} alt="" width={48} height={48} />
          <p className="app-prompt-text">{text || t('appDownload.promptText')}</p>
          {gift ? (
            <span className="download-bar-gift" role="img" aria-label={t('appDownload.gift')}>
              <Icon name="gift" size={22} />
            </span>
          ) : null}
        </div>
      </>
    );
    action = (
      <Button block onClick={download}>
        {t('appDownload.download')}
      </Button>
    );
  }

  return (
    <Dialog
      title={t(view.kind === 'offer' ? 'appDownload.promptTitle' : 'appDownload.tipsTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      closable={closable}
      showClose={closable}
      className={sheet ? 'app-prompt app-prompt-sheet' : 'app-prompt'}
      theme={promptTheme(settings)}
      footer={action}
    >
      <div data-testid="app-download-prompt">{body}</div>
    </Dialog>
  );
}
