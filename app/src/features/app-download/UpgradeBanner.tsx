/**
 * The upgrade banner of the native app (spec §2): a title, a message and 'update now', each
 * with a default (the operator may set its own: upgrade_title, upgrade_desc, upgrade_button),
 * and a close button only when MANDATORYAPPUPDATES3 is off. A mandatory update is not dismissed:
 * no close button, Escape ignored. It takes its turn in the overlay queue like the prompts.
 */
import type { DownloadSettings } from '@wps/contract/download';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { textOf } from './settings';
import './app-download.css';

export default function UpgradeBanner({
  mandatory,
  settings,
  onUpdate,
  onClose,
}: {
  mandatory: boolean;
  settings: DownloadSettings;
  onUpdate: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <Dialog
      title={textOf(settings, 'upgrade_title') || t('appDownload.upgradeTitle')}
      closeLabel={t('common.close')}
      onClose={onClose}
      closable={!mandatory}
      showClose={!mandatory}
      className="app-prompt"
      footer={
        <Button block data-autofocus onClick={onUpdate}>
          {textOf(settings, 'upgrade_button') || t('appDownload.updateNow')}
        </Button>
      }
    >
      <p className="notice-message" data-testid="app-upgrade">
        {textOf(settings, 'upgrade_desc') || t('appDownload.upgradeMessage')}
      </p>
    </Dialog>
  );
}
