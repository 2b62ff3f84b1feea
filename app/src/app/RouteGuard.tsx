/**
 * The guard of spec §2. A protected route takes its token from ?token= / ?tokens= or the stored
 * session, else the visitor goes to /m/login (/m/feedback goes home). A token from the address
 * bar is adopted and then scrubbed from it with history.replaceState. Logged-in members opening
 * a guest page (login, register) are sent home.
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { requestMerchant } from '../lib/api/context';
import { useAppNavigate } from '../lib/router/navigate';
import { guestRedirectFor, Paths } from '../lib/router/paths';
import { scrubTokenFromAddressBar, tokenFromSearch } from '../lib/router/url-token';
import { sessionStore, useSession } from '../lib/session/store';
import type { AppRoute } from './routes';

const SwitchAccountDialog = lazy(() => import('./SwitchAccountDialog'));

export function RouteGuard({ guard, children }: { guard: AppRoute['guard']; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const navigate = useAppNavigate();
  const session = useSession();
  const urlToken = guard === 'session' ? tokenFromSearch(search) : null;
  const member = session.status === 'member';
  const adopted = urlToken !== null && session.session?.token === urlToken;
  // A link with another account's token while logged in asks before switching (issue 5).
  const asking = urlToken !== null && member && !adopted;

  useEffect(() => {
    if (urlToken === null || asking) return;
    if (!adopted) {
      sessionStore.dispatch({
        type: 'tokenAdopted',
        token: urlToken,
        merchantCode: requestMerchant() ?? '',
      });
    }
    scrubTokenFromAddressBar();
  }, [urlToken, adopted, asking]);

  const redirect =
    guard === 'session' && !member && urlToken === null
      ? guestRedirectFor(path)
      : guard === 'guest' && member
        ? Paths.home
        : null;

  useEffect(() => {
    if (redirect) navigate(redirect, { replace: true });
  }, [redirect, navigate]);

  if (asking) {
    return (
      <>
        {children}
        <Suspense fallback={null}>
          <SwitchAccountDialog
            onSwitch={() =>
              sessionStore.dispatch({
                type: 'tokenAdopted',
                token: urlToken,
                merchantCode: requestMerchant() ?? '',
              })
            }
            onStay={scrubTokenFromAddressBar}
          />
        </Suspense>
      </>
    );
  }
  if (redirect || (urlToken !== null && !adopted)) return null;
  return <>{children}</>;
}
