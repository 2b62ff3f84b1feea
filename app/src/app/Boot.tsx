/**
 * Waits for what the first screen needs (site status and one locale), then shows the shell. On a
 * repeat visit under the service worker the status is the stored one (domains/site/status-call, the
 * first-paint rule): the shell paints at once and the status is asked again after that paint.
 */
import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { setSiteMerchant } from '../lib/api/context';
import { withQueryClient } from '../lib/api/with-query-client';
import { barDecided, barRuledOut, useBarSlot } from '../domains/app-download/bar-slot';
import { usePageHead } from './head/usePageHead';
import { useI18n } from '../lib/i18n/i18n';
import type { OverlayText } from '../lib/overlays/overlays';
import { useSession } from '../lib/session/store';
import { createStore } from '../lib/store';
import { markFirstFrameShown, useMainContentShown } from '../lib/paint/main-content';
import { useAfterFirstPaint } from '../lib/paint/useAfterFirstPaint';
import { useSlicedReveal } from '../lib/paint/useSlicedReveal';
import {
  openCustomerService,
  useCustomerServiceRequested,
} from '../domains/customer-service/service-request';
import { isStoredStatus, useSiteStatus } from '../domains/site/status';
import { isSiteUnreachable, setDomainUnavailableHandler } from '../domains/site/status-call';
import { applyTheme, themeFor } from '../domains/site/theme';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { OverlayRoot } from '../features/notices/OverlayRoot';
import { useApiErrorNotices } from '../features/notices/useApiErrorNotices';
import { AppRoutes } from './AppRoutes';
import { AuthDialogRoot } from './AuthDialogRoot';
import { lazyPart } from '../ui/lazy-part';
import { LazyDialog } from '../ui/LazyDialog';
import { useOpenedPageIn } from './opened-page';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { useBootLanguage } from './useBootLanguage';

// main.tsx takes the status as the entry runs, so a domain-unavailable answer may come before
// Boot's first render: its message waits here for the line picker, never lost to a handler that
// an effect would have set too late (the plain notice of domains/site/status-call).
const domainMessages = createStore<OverlayText | null, OverlayText | null>(null, (_, next) => next);
setDomainUnavailableHandler(domainMessages.dispatch);

const MaintenanceScreen = lazy(() => import('../features/site-states/MaintenanceScreen'));
const AccessDeniedScreen = lazy(() => import('../features/site-states/AccessDeniedScreen'));
// No answer from the back end (offline): precached by the service worker like every chunk. With a
// stored status it is a bar over the page's saved content, else the whole page.
const OfflineScreen = lazy(() => import('../features/offline/OfflineScreen'));
const DomainUnavailableDialog = lazyPart(
  withQueryClient(() => import('../features/domain-lines/DomainUnavailableDialog')),
);
// Customer service: a member's unread count after the first paint, the sheet and chat when asked.
const ServiceRoot = lazy(withQueryClient(() => import('../features/customer-service/ServiceRoot')));
// Members only: guests never download the mini-game's switch logic either.
const MiniGameMount = lazy(withQueryClient(() => import('./MiniGameMount')));
// After the first paint: the announcement popup, the app-download bar, prompt and banner, and
// Google one-tap (AfterPaintHosts decides what the site offers).
const AfterPaintHosts = lazy(withQueryClient(() => import('./AfterPaintHosts')));
// After the first paint too: the 18+ sign and the safer-gambling link, drawn only on a site
// that offers a safer-gambling tool, so /m/home's first paint stays as it was; on
// home and the game lobby after their content is on screen, as the overlays (their largest paint).
const SaferGamblingFooter = lazy(
  withQueryClient(() => import('../features/safer-gambling/SaferGamblingFooter')),
);

export function Boot() {
  const status = useSiteStatus();
  const { ready, t } = useI18n();
  const [path, navigate] = useLocation();
  const member = useSession().status === 'member';
  const domainMessage = useSyncExternalStore(domainMessages.subscribe, domainMessages.get);
  const setDomainMessage = domainMessages.dispatch;
  const serviceRequested = useCustomerServiceRequested();
  // Until the first attempt answers, index.html's prerendered shell stays on screen (styles/
  // shell.css); it goes in the frame that draws the real header and tab bar. A retry keeps them.
  // The opened page's chunk too, so that frame shows the page, not the routes' spinner; not when
  // the status shows no page (maintenance, a restricted region, a failure).
  const firstScreen = ready && !!(status.isFetched || status.data);
  const pageShown = !!status.data && !status.data.maintenance && !status.data.regionRestriction;
  const pageIn = useOpenedPageIn(firstScreen && pageShown);
  // The first real frame is built in slices, not in one long task (lib/paint/useSlicedReveal).
  const waiting = useSlicedReveal(!firstScreen || (pageShown && !pageIn));
  // After the first frame drawn with the page's language, not the shell before it.
  const painted = useAfterFirstPaint(!waiting);
  // The overlays come after home's or the lobby's content, their largest paint, and on other
  // pages after that first frame, which is their content (lib/paint/main-content).
  const contentShown = useMainContentShown();
  useEffect(() => {
    if (painted) markFirstFrameShown();
  }, [painted]);
  // The download bar's room, kept from index.html's shell until the bar decides.
  const barOut = !!status.data && barRuledOut(status.data);
  const barSlot = useBarSlot() && !barOut;
  useApiErrorNotices(navigate);
  useBootLanguage(status.data, status.isError);
  usePageHead(path, status.data);
  const stored = isStoredStatus(status);

  // The stored status painted the page: ask the server right after that paint (first-paint rule).
  const { refetch } = status;
  useEffect(() => {
    if (painted && stored && status.data) void refetch();
  }, [painted, stored, status.data, refetch]);

  useEffect(() => {
    if (!status.data) return;
    setSiteMerchant(status.data.merchantCode);
    applyTheme(themeFor(status.data.mobileTemplate));
  }, [status.data]);

  useLayoutEffect(() => {
    if (!waiting) document.getElementById('shell')?.remove();
  }, [waiting]);
  // Not while the shell is on screen: its room would close under its skeleton, a layout shift.
  useEffect(() => {
    if (barOut && !waiting) barDecided(false);
  }, [barOut, waiting]);
  if (waiting) return null;
  const retry = () => void status.refetch();
  const site = status.data;
  const blocked = site?.maintenance || site?.regionRestriction;
  const offline = status.isError && isSiteUnreachable(status.error);

  let main: ReactNode;
  if (status.isPending) main = <Spinner label={t('common.loading')} />;
  else if (site?.maintenance)
    main = (
      <MaintenanceScreen
        status={site}
        onRetry={retry}
        onContactUs={openCustomerService}
        retrying={status.isFetching}
      />
    );
  else if (site?.regionRestriction)
    main = <AccessDeniedScreen ip={site.ip} onContactUs={openCustomerService} />;
  else if (offline)
    main = (
      <>
        <Suspense fallback={null}>
          <OfflineScreen onRetry={retry} retrying={status.isFetching} saved={!!site} />
        </Suspense>
        {site ? <AppRoutes /> : null}
      </>
    );
  else if (status.isError)
    main = (
      <EmptyState
        icon="alert"
        title={t('error.loadFailed')}
        action={<Button onClick={retry}>{t('common.retry')}</Button>}
      />
    );
  else main = <AppRoutes />;

  return (
    <div className={blocked ? 'app app-blocked' : 'app'}>
      <Header />
      {painted && contentShown ? (
        <Suspense>
          <AfterPaintHosts />
        </Suspense>
      ) : null}
      {barSlot && site && !blocked ? (
        <div className="download-bar-slot" aria-hidden="true" />
      ) : null}
      <main className="app-main" id="main">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>{main}</Suspense>
      </main>
      {painted && contentShown && !blocked ? (
        <Suspense fallback={null}>
          <SaferGamblingFooter />
        </Suspense>
      ) : null}
      {blocked ? null : <TabBar />}
      <Suspense fallback={null}>
        {domainMessage ? (
          <LazyDialog onClose={() => setDomainMessage(null)}>
            <DomainUnavailableDialog
              message={domainMessage}
              onRetry={() => {
                setDomainMessage(null);
                retry();
              }}
              onContactUs={openCustomerService}
              onClose={() => setDomainMessage(null)}
            />
          </LazyDialog>
        ) : null}
        {serviceRequested || (member && painted) ? (
          // Its own boundary: its chunk arriving never hides the dialogs beside it.
          <Suspense fallback={null}>
            <ServiceRoot />
          </Suspense>
        ) : null}
        {member && !blocked ? <MiniGameMount /> : null}
      </Suspense>
      {blocked ? null : <AuthDialogRoot />}
      <OverlayRoot />
    </div>
  );
}
