/**
 * The reality check: how long this session has lasted and the member's net position
 * in it, with three ways on: continue, see the history, or leave (log out). Rendered into the
 * body, outside the app root that an open game frame makes inert, so it can show over a game.
 */
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n/i18n';
import { useMoney } from '../../domains/money/useMoney';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './reality-check.css';

type Props = {
  minutes: number;
  netMinor: number;
  onContinue: () => void;
  onHistory: () => void;
  onLeave: () => void;
};

export default function RealityCheckDialog({
  minutes,
  netMinor,
  onContinue,
  onHistory,
  onLeave,
}: Props) {
  const { t } = useI18n();
  const { money } = useMoney();
  // A sign on both sides: 'won' and 'lost' would read as judgement, a signed figure does not.
  const net = netMinor > 0 ? `+${money(netMinor)}` : money(netMinor);
  return createPortal(
    <Dialog
      role="alertdialog"
      className="reality-check"
      title={t('rg.check.title')}
      closeLabel={t('common.close')}
      onClose={onContinue}
      footer={
        <div className="reality-check-actions">
          <Button block data-autofocus onClick={onContinue}>
            {t('rg.check.continue')}
          </Button>
          <Button block variant="secondary" onClick={onHistory}>
            {t('rg.check.history')}
          </Button>
          <Button block variant="secondary" onClick={onLeave}>
            {t('rg.check.leave')}
          </Button>
        </div>
      }
    >
      <p>{t('rg.check.elapsed', { count: minutes })}</p>
      <p>
        {t('rg.check.net')}{' '}
        <strong dir="ltr" data-testid="reality-check-net">
          {net}
        </strong>
      </p>
    </Dialog>,
    document.body,
  );
}
