/**
 * The responsible-gaming page (/m/safer-gambling): the member's limits, reality check
 * and breaks, each only when the site offers the tool, and the help part always. A guest reads
 * the same information with a log-in link in place of the tools. Every change answers the
 * whole new state, which replaces the cached one (stateChanged).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { SaferGamblingState } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useSaferGamblingSettings } from '../../domains/safer-gambling/settings';
import { stateChanged, useSaferGamblingState } from '../../domains/safer-gambling/state';
import { useSession } from '../../lib/session/store';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { BreaksSection } from './BreaksSection';
import { HelpSection } from './HelpSection';
import { LimitsSection } from './LimitsSection';
import { RealityCheckSection } from './RealityCheckSection';
import { hasTools, visibleSections } from './rules';
import '../../styles/money.css';
import './safer-gambling.css';

export default function SaferGamblingPage() {
  const { t } = useI18n();
  const settings = useSaferGamblingSettings();
  const { session } = useSession();
  const state = useSaferGamblingState();
  const client = useQueryClient();
  const sections = settings.data ? visibleSections(settings.data) : null;
  const changed = (next: SaferGamblingState) => stateChanged(client, session?.token ?? '', next);

  let tools = null;
  if (settings.isPending) tools = <Spinner label={t('common.loading')} />;
  else if (sections && hasTools(sections) && settings.data) {
    if (!session) {
      tools = (
        <p className="rg-section card">
          {t('rg.page.guest')} <AppLink to={Paths.login}>{t('rg.page.logIn')}</AppLink>
        </p>
      );
    } else if (state.isError) {
      tools = (
        <EmptyState
          icon="alert"
          title={t('error.loadFailed')}
          action={<Button onClick={() => void state.refetch()}>{t('common.retry')}</Button>}
        />
      );
    } else if (!state.data) {
      tools = <Spinner label={t('common.loading')} />;
    } else {
      const data = state.data;
      tools = (
        <>
          {sections.limitKinds.length > 0 ? (
            <LimitsSection state={data} kinds={sections.limitKinds} onChanged={changed} />
          ) : null}
          {sections.realityCheck ? (
            <RealityCheckSection
              state={data}
              intervals={settings.data.realityCheck.intervalsMinutes}
              onChanged={changed}
            />
          ) : null}
          {sections.timeOut || sections.selfExclusion ? (
            <BreaksSection
              state={data}
              timeZone={settings.data.timeZone}
              timeOut={sections.timeOut}
              selfExclusion={sections.selfExclusion}
              onChanged={changed}
            />
          ) : null}
        </>
      );
    }
  }

  return (
    <Page title={t('rg.page.title')}>
      <p>{t('rg.page.intro')}</p>
      {tools}
      <HelpSection settings={settings.data} />
    </Page>
  );
}
