/**
 * /m/launchGame (spec §2): launches the lottery named by the address bar (lottery-launch.ts)
 * and shows it in the full-screen game frame. The route guard has already sent guests to
 * /m/login. Back leads to the honoured backUrl, else home; a failed launch offers a retry.
 */
import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useSearch } from 'wouter';
import { useI18n } from '../../lib/i18n/i18n';
import { languageForCall } from '../../lib/i18n/request-language';
import { useAppNavigate } from '../../lib/router/navigate';
import { useRefusalTime } from '../../domains/safer-gambling/refusal-time';
import { readStored } from '../../lib/storage/storage';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { launchGame } from './api/launch-game';
import { fetchLabelName } from './api/member-label';
import { showLaunchFailure } from './launch-refusal';
import { lotteryLaunch } from './lottery-launch';

const GameFrame = lazy(() => import('./GameFrame'));

type LaunchState = { kind: 'loading' } | { kind: 'open'; url: string } | { kind: 'failed' };

export default function LotteryLaunchPage() {
  const { t } = useI18n();
  const navigate = useAppNavigate();
  // The address bar as the page opened: the guard may scrub a token from it afterwards.
  const [search] = useState(useSearch());
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LaunchState>({ kind: 'loading' });
  const language = languageForCall('gameLaunch', readStored('language'));
  const { back, title = t('page.launchGame') } = lotteryLaunch(search, location.origin, language);
  const time = useRefusalTime();
  // Read at the failure, not a reason to launch again when the language or currency changes.
  const failed = useEffectEvent((error: unknown) => showLaunchFailure(error, t, time, navigate));

  useEffect(() => {
    let live = true;
    void (async () => {
      const labelName = await fetchLabelName();
      const { query } = lotteryLaunch(search, location.origin, language, labelName);
      try {
        const url = await launchGame(query);
        if (live) setState({ kind: 'open', url });
      } catch (error) {
        if (!live) return;
        failed(error);
        setState({ kind: 'failed' });
      }
    })();
    return () => {
      live = false;
    };
  }, [search, language, attempt]);

  if (state.kind === 'open') {
    return (
      <Page title={title}>
        <Suspense fallback={<Spinner label={t('launch.opening')} />}>
          <GameFrame url={state.url} title={title} onBack={() => navigate(back)} />
        </Suspense>
      </Page>
    );
  }
  return (
    <Page title={title}>
      {state.kind === 'loading' ? (
        <Spinner label={t('launch.opening')} />
      ) : (
        <EmptyState
          icon="alert"
          title={t('launch.failed')}
          action={
            <>
              <Button
                onClick={() => {
                  setState({ kind: 'loading' });
                  setAttempt((n) => n + 1);
                }}
              >
                {t('common.retry')}
              </Button>
              <AppLink className="btn btn-secondary" to={back}>
                {t('game.back')}
              </AppLink>
            </>
          }
        />
      )}
    </Page>
  );
}
