/** News (spec §2 /m/news): newest first, each opening to its sanitised HTML. */
import { useAnnouncements } from '../../domains/content/announcements';
import { useContentLinks } from '../../domains/content/useDestination';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../domains/content/ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import '../../styles/content.css';

export default function NewsPage() {
  const { t, language } = useI18n();
  const content = useAnnouncements();
  const onLink = useContentLinks();
  const news = [...(content.data?.news ?? [])].sort((a, b) => b.publishTime - a.publishTime);

  return (
    <Page title={t('page.news')}>
      {content.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : news.length === 0 ? (
        <EmptyState title={t('empty.title')}>{t('empty.news')}</EmptyState>
      ) : (
        <ul className="content-list">
          {news.map((item, i) => (
            <li key={item.id} className="content-card">
              <details className="content-card-body" open={i === 0}>
                <summary>
                  <bdi>{item.title}</bdi>
                </summary>
                {item.publishTime ? (
                  <p className="muted small">
                    {formatDate(language, item.publishTime, { dateStyle: 'medium' })}
                  </p>
                ) : null}
                <SafeHtml className="rich-text" html={item.content} onLink={onLink} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
