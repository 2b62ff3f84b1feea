/**
 * /m/feedback (spec §2; a visitor without a session goes to /m/home, the route guard's rule):
 * the form, then what the member sent before and the answers.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/store';
import { LoadFailed } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useFeedbackList } from './api/feedback-list';
import { FeedbackForm } from './FeedbackForm';
import { FeedbackList } from './FeedbackList';
import '../../styles/money.css';

export default function FeedbackPage() {
  const { t } = useI18n();
  const token = useSession().session?.token ?? null;
  const list = useFeedbackList(token);
  return (
    <Page title={t('page.feedback')}>
      <FeedbackForm />
      {list.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : list.data ? (
        <FeedbackList entries={list.data} />
      ) : (
        <LoadFailed onRetry={() => void list.refetch()} />
      )}
    </Page>
  );
}
