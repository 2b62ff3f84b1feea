/**
 * The soft push prompt (spec §2, §4): the app asks in its own words before the browser's dialog
 * ever shows, explains how to install first where only a home-screen app can get pushes (iOS),
 * and says how to turn notifications on later once they were refused.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import './push-prompt.css';

export type PromptVariant = 'prompt' | 'installFirst' | 'denied';

const TEXT = {
  prompt: { title: 'push.title', text: 'push.text' },
  installFirst: { title: 'push.installTitle', text: 'push.installText' },
  denied: { title: 'push.deniedTitle', text: 'push.deniedText' },
} as const;

export function PushPrompt({
  variant,
  onAllow,
  onClose,
}: {
  variant: PromptVariant;
  onAllow: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { title, text } = TEXT[variant];
  const actions =
    variant === 'prompt' ? (
      <>
        <Button block data-autofocus onClick={onAllow}>
          {t('push.allow')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('push.later')}
        </Button>
      </>
    ) : (
      <Button block data-autofocus onClick={onClose}>
        {t('push.ok')}
      </Button>
    );
  return (
    <Dialog
      title={t(title)}
      closeLabel={t('common.close')}
      onClose={onClose}
      className="push-sheet"
      footer={<div className="push-actions">{actions}</div>}
    >
      <p className="push-text" data-testid={`push-${variant}`}>
        {t(text)}
      </p>
    </Dialog>
  );
}
