/**
 * What the shell mounts once the first frame is painted, on a site that is not closed: the
 * announcement popup, the app-download bar, prompt and banner, Google one-tap (spec §6: only
 * with GOOGLELOGIN3, for a guest, outside the native app), and a member's safer-gambling session
 * (reality check, session-time limit, login warning), and the install-as-web-app
 * popup (it shows on the install paths only); the ad pixels start in their isolated frame, and a
 * member's push (the soft prompt, the token bound at login). None of it is needed to paint,
 * so this chunk and the rules it reads stay off the first paint; each host is a chunk of its
 * own with its own boundary, so one arriving late never holds back another. The update check
 * (new build → refresh popup) starts here too, 1.5 s being its first timer anyway.
 * Mounted in the
 * page's flow under the header, where the download bar belongs; the rest are modal or floating.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { readLaunchSignals } from '../lib/device/launch-context';
import { hasSessionParams } from '../lib/router/url-token';
import { offerOneTap } from '../domains/identity/one-tap-rule';
import { INSTALL_PATHS } from '../domains/pwa/install-rules';
import { setMarketingQuiet } from '../lib/overlays/popup-turns';
import { pushAvailable } from '../features/push/push-source';
import { offersSaferGambling, useSaferGamblingSettings } from '../domains/safer-gambling/settings';
import { useOnBreak } from '../domains/safer-gambling/state';
import { useSession } from '../lib/session/store';
import { watchStoredSession } from '../lib/session/stored-session-sync';
import { isStoredStatus, useSiteStatus } from '../domains/site/status';
import { useAutoLogin } from './useAutoLogin';

const AppDownloadHost = lazy(() => import('../features/app-download/AppDownloadHost'));
const AppUpdateHost = lazy(() => import('../features/app-update/AppUpdateHost'));
const AnnouncementHost = lazy(() => import('../features/announcements/AnnouncementHost'));
const GoogleOneTap = lazy(() => import('../features/social/GoogleOneTap'));
const RealityCheckHost = lazy(() => import('../features/reality-check/RealityCheckHost'));
const InstallPromptHost = lazy(() => import('../features/install-prompt/InstallPromptHost'));
const PushPromptHost = lazy(() => import('../features/push/PushPromptHost'));

export default function AfterPaintHosts() {
  const status = useSiteStatus();
  const site = status.data;
  const [path] = useLocation();
  const member = useSession().status === 'member';
  const saferGambling = offersSaferGambling(useSaferGamblingSettings().data);
  // No marketing popup during a break, nor while it is not known yet.
  const quiet = useOnBreak() !== false;
  // Another tab's login or logout, or the native shell's (spec §9: storage polling, 800 ms).
  useEffect(() => watchStoredSession(), []);
  useEffect(() => setMarketingQuiet(quiet), [quiet]);
  // Moved from Boot to make room on the entry for the stored status (first-paint rule):
  // both wait for the status anyway. Auto-login decides on the server's answer of this visit,
  // never on a stored status. The device id is aligned by the login and registration forms.
  useAutoLogin(isStoredStatus(status) ? undefined : site);
  const open = !!site && !site.maintenance && !site.regionRestriction;
  // The ad pixels run in their own frame on another origin and are told the page's path and
  // click ids only; still, tracking starts once the address no longer carries the session token.
  // RouteGuard scrubs it once the page's chunk is in, and under load a member page's chunk came
  // after this host (a flaky e2e run, when the pixels read the page's address themselves).
  const addressClean = !hasSessionParams(useSearch());
  const tracking = useRef(false);
  useEffect(() => {
    if (!open || !addressClean || tracking.current) return;
    tracking.current = true;
    void import('../domains/tracking/track').then((m) => m.startTracking());
  }, [open, addressClean]);
  if (!site || site.maintenance || site.regionRestriction) return null;
  const inApp = readLaunchSignals().nativeBridge;
  return (
    <>
      <Suspense fallback={null}>
        <AppDownloadHost />
      </Suspense>
      <Suspense fallback={null}>
        <AppUpdateHost />
      </Suspense>
      <Suspense fallback={null}>
        <AnnouncementHost />
      </Suspense>
      {offerOneTap(site, { loggedIn: member, inApp }) ? (
        <Suspense fallback={null}>
          <GoogleOneTap />
        </Suspense>
      ) : null}
      {/* Its popup shows on the install paths only: elsewhere its chunk is not asked for. */}
      {INSTALL_PATHS.includes(path) ? (
        <Suspense fallback={null}>
          <InstallPromptHost />
        </Suspense>
      ) : null}
      {member && pushAvailable(site) ? (
        <Suspense fallback={null}>
          <PushPromptHost />
        </Suspense>
      ) : null}
      {member && saferGambling ? (
        <Suspense fallback={null}>
          <RealityCheckHost />
        </Suspense>
      ) : null}
    </>
  );
}
