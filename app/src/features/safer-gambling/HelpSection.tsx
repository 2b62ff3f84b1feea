/**
 * Help, always shown: plain self-assessment questions, the site's help organisation (an outside
 * https link that learns nothing of this page) and the licence text.
 */
import type { SaferGamblingSettings } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';

const QUESTIONS: readonly MessageKey[] = [
  'rg.help.q1',
  'rg.help.q2',
  'rg.help.q3',
  'rg.help.q4',
  'rg.help.q5',
  'rg.help.q6',
  'rg.help.q7',
  'rg.help.q8',
];

export function HelpSection({ settings }: { settings: SaferGamblingSettings | undefined }) {
  const { t } = useI18n();
  const help = settings?.help ?? null;
  const licence = settings?.licenceText ?? '';
  return (
    <section className="rg-section card" aria-labelledby="rg-help">
      <h2 id="rg-help">{t('rg.help.title')}</h2>
      <p>{t('rg.help.intro')}</p>
      <ol className="rg-questions">
        {QUESTIONS.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ol>
      <p>{t('rg.help.ifYes')}</p>
      {help ? (
        <p>
          {t('rg.help.organisation')}{' '}
          <a href={help.url} target="_blank" rel="noopener noreferrer">
            <bdi>{help.name}</bdi>
          </a>
        </p>
      ) : null}
      {licence ? (
        <p className="rg-licence" dir="auto">
          {licence}
        </p>
      ) : null}
    </section>
  );
}
