/** Waits for what the first screen needs (site status and one locale), then shows the shell. */
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { setSiteMerchant } from '../lib/api/context';
import { readLaunchSignals } from '../lib/device/launch-context';
import { offerOneTap } from '../lib/identity/one-tap-rule';
import { usePageHead } from '../lib/head/usePageHead';
import { useI18n } from '../lib/i18n/i18n';
import type { OverlayText } from '../lib/overlays/overlays';
import { useSession } from '../lib/session/store';
import { useAfterFirstPaint } from '../lib/motion/useAfterFirstPaint';
import { setCustomerServiceOpener } from '../lib/service/service-request';
import { setDomainUnavailableHandler, useSiteStatus } from '../lib/site/status';
import { applyTheme, themeFor } from '../lib/site/theme';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { Spinner } from '../ui/Spinner';
import { OverlayRoot } from '../features/notices/OverlayRoot';
import { useApiErrorNotices } from '../features/notices/useApiErrorNotices';
import { AppRoutes } from './AppRoutes';
import { AuthDialogRoot } from './AuthDialogRoot';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { useBootLanguage } from './useBootLanguage';
import { useAutoLogin } from './useAutoLogin';
import { useDeviceIdSync } from './useDeviceIdSync';

const MaintenanceScreen = lazy(() => import('../features/site-states/MaintenanceScreen'));
const AccessDeniedScreen = lazy(() => import('../features/site-states/AccessDeniedScreen'));
const DomainUnavailableDialog = lazy(
  () => import('../features/domain-lines/DomainUnavailableDialog'),
);
const ServiceDialog = lazy(() => import('../features/service/ServiceDialog'));
const GoogleOneTap = lazy(() => import('../features/social/GoogleOneTap'));
// Members only: guests never download the mini-game's switch logic either.
const MiniGameMount = lazy(() => import('./MiniGameMount'));
const AnnouncementHost = lazy(() => import('../features/announcements/AnnouncementHost'));

export function Boot() {
  const status = useSiteStatus();
  const { ready, t } = useI18n();
  const [path, navigate] = useLocation();
  const member = useSession().status === 'member';
  const [domainMessage, setDomainMessage] = useState<OverlayText | null>(null);
  const [contacting, setContacting] = useState(false);
  const painted = useAfterFirstPaint();
  useApiErrorNotices(navigate);
  useBootLanguage(status.data, status.isError);
  usePageHead(path, status.data);
  useDeviceIdSync(status.data?.imageCDNs[0]);
  useAutoLogin(status.data);

  useEffect(() => setDomainUnavailableHandler(setDomainMessage), []);
  useEffect(() => {
    setCustomerServiceOpener(() => setContacting(true));
    return () => setCustomerServiceOpener(null);
  }, []);

  useEffect(() => {
    if (!status.data) return;
    setSiteMerchant(status.data.merchantCode);
    applyTheme(themeFor(status.data.mobileTemplate));
  }, [status.data]);

  // The splash covers only the first attempt; a retry keeps the shell and shows a spinner.
  if (!ready || !status.isFetched) {
    return <div className="boot-splash" aria-busy="true" />;
  }
  const retry = () => void status.refetch();
  const contactUs = () => setContacting(true);
  const site = status.data;
  const blocked = site?.maintenance || site?.regionRestriction;

  let main: ReactNode;
  if (status.isPending) main = <Spinner label={t('common.loading')} />;
  else if (site?.maintenance)
    main = (
      <MaintenanceScreen
        status={site}
        onRetry={retry}
        onContactUs={contactUs}
        retrying={status.isFetching}
      />
    );
  else if (site?.regionRestriction)
    main = <AccessDeniedScreen ip={site.ip} onContactUs={contactUs} />;
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
      <main className="app-main" id="main">
        <Suspense fallback={<Spinner label={t('common.loading')} />}>{main}</Suspense>
      </main>
      {blocked ? null : <TabBar />}
      <Suspense fallback={null}>
        {domainMessage ? (
          <DomainUnavailableDialog
            message={domainMessage}
            onRetry={() => {
              setDomainMessage(null);
              retry();
            }}
            onContactUs={contactUs}
            onClose={() => setDomainMessage(null)}
          />
        ) : null}
        {contacting ? <ServiceDialog onClose={() => setContacting(false)} /> : null}
        {!blocked &&
        offerOneTap(site, { loggedIn: member, inApp: readLaunchSignals().nativeBridge }) ? (
          <GoogleOneTap />
        ) : null}
        {member && !blocked ? <MiniGameMount /> : null}
        {site && !blocked && painted ? <AnnouncementHost /> : null}
      </Suspense>
      {blocked ? null : <AuthDialogRoot />}
      <OverlayRoot />
    </div>
  );
}
