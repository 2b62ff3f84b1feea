/** A titled page with an empty state, for areas whose content arrives with a later release. */
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export default function PlaceholderPage({
  title,
  empty,
}: {
  title: MessageKey;
  empty: MessageKey;
}) {
  const { t } = useI18n();
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
