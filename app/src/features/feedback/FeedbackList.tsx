/** The member's feedback, newest first, with the operator's answer once there is one. */
import type { FeedbackEntry } from '@wps/contract/feedback';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

export function FeedbackList({ entries }: { entries: readonly FeedbackEntry[] }) {
  const { t, language } = useI18n();
  return (
    <section className="card" aria-labelledby="feedback-history">
      <h2 id="feedback-history" className="section-title">
        {t('feedback.history')}
      </h2>
      {entries.length === 0 ? (
        <p className="muted">{t('feedback.none')}</p>
      ) : (
        <ul className="money-list" data-testid="feedback-list">
          {entries.map((entry) => (
            <li key={entry.id} className="feedback-entry" data-status={entry.status}>
              <span className="money-row">
                <strong>{t(`feedback.category.${entry.category}`)}</strong>
                <span className="muted">
                  {t(`feedback.status.${entry.status}`)} ·{' '}
                  <time dateTime={new Date(entry.createdAt).toISOString()}>
                    {formatDate(language, entry.createdAt, {
                      dateStyle: 'short',
                      timeStyle: 'short',
                    })}
                  </time>
                </span>
              </span>
              <p dir="auto">{entry.content}</p>
              {entry.reply ? (
                <p className="feedback-reply">
                  <strong>{t('feedback.reply')}</strong> <bdi>{entry.reply}</bdi>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
