/**
 * A titled page with an empty state, for member areas whose content arrives with a later
 * release. The texts come by path here, in this lazy chunk, not in the first paint's route table.
 */
import { useLocation } from 'wouter';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

const TEXTS: Readonly<Record<string, { title: MessageKey; empty: MessageKey }>> = {
  [Paths.rewardCenter]: { title: 'page.rewardCenter', empty: 'empty.rewardCenter' },
  [Paths.leaderBoard]: { title: 'page.leaderBoard', empty: 'empty.leaderBoard' },
  [Paths.mall]: { title: 'page.mall', empty: 'empty.mall' },
};

export default function PlaceholderPage() {
  const { t } = useI18n();
  const [path] = useLocation();
  const { title, empty } = TEXTS[path] ?? { title: 'empty.title', empty: 'empty.title' };
  return (
    <Page title={t(title)}>
      <EmptyState
        title={t('empty.title')}
        action={
          <AppLink className="btn btn-secondary" to={Paths.home}>
            {t('common.backHome')}
          </AppLink>
        }
      >
        {t(empty)}
      </EmptyState>
    </Page>
  );
}
