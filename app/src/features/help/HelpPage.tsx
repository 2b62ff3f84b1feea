/** The help centre (spec §2 /m/help): questions that open to sanitised HTML answers. */
import { useContentLinks } from '../../domains/content/useDestination';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { SafeHtml } from '../../domains/content/ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { useHelpCenter } from './help-center';
import '../../styles/content.css';

export default function HelpPage() {
  const { t } = useI18n();
  const help = useHelpCenter();
  const onLink = useContentLinks();
  const entries = help.data ?? [];

  return (
    <Page title={t('page.help')}>
      {help.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : help.isError ? (
        <EmptyState
          icon="alert"
          title={t('error.loadFailed')}
          action={<Button onClick={() => void help.refetch()}>{t('common.retry')}</Button>}
        />
      ) : entries.length === 0 ? (
        <EmptyState title={t('empty.title')}>{t('empty.help')}</EmptyState>
      ) : (
        <ul className="content-list">
          {entries.map((entry) => (
            <li key={entry.id} className="content-card">
              <details className="content-card-body">
                <summary>
                  <bdi>{entry.title}</bdi>
                </summary>
                <SafeHtml className="rich-text" html={entry.content} onLink={onLink} />
              </details>
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
