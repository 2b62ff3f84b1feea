/**
 * The guard of spec §2. A protected route takes its token from ?token= / ?tokens= or the stored
 * session, else the visitor goes to /m/login (/m/feedback goes home). A token in the address bar
 * is adopted on every route, public ones included, and token, tokens and username are then
 * scrubbed from the address with history.replaceState, so that no address, history entry or
 * Referer keeps them. Logged-in members opening a guest page (login, register) are sent home.
 * A guest whom a link signs in sees whose account it is first; a member whom a link would
 * switch is asked.
 */
import { Activity, useEffect, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { requestMerchant } from '../lib/api/context';
import { useAppNavigate } from '../lib/router/navigate';
import { guestRedirectFor, Paths } from '../lib/router/paths';
import {
  hasSessionParams,
  scrubTokenFromAddressBar,
  tokenFromSearch,
} from '../lib/router/url-token';
import { sessionStore, useSession } from '../lib/session/store';
import type { AppRoute } from './routes';
import { lazyPart } from '../ui/lazy-part';
import { LazyDialog } from '../ui/LazyDialog';
import { markTokenLink, usePendingTokenLink } from './token-link';

const SwitchAccountDialog = lazyPart(() => import('./SwitchAccountDialog'));
const TokenLinkNotice = lazyPart(() => import('./TokenLinkNotice'));

export function RouteGuard({ guard, children }: { guard: AppRoute['guard']; children: ReactNode }) {
  const [path] = useLocation();
  const search = useSearch();
  const navigate = useAppNavigate();
  const session = useSession();
  const urlToken = tokenFromSearch(search);
  const scrub = hasSessionParams(search);
  const member = session.status === 'member';
  const adopted = urlToken !== null && session.session?.token === urlToken;
  // A link with another account's token while logged in asks before switching.
  const asking = urlToken !== null && member && !adopted;
  // An adopted token lacks the member's name and type until member info is loaded.
  const bare = session.session;
  const bareToken = bare && (!bare.userName || bare.type === null) ? bare.token : null;
  // A guest signed in by a link sees whose account it is before the page (token-link.ts).
  const pendingLink = usePendingTokenLink();
  const confirming = pendingLink !== null && session.session?.token === pendingLink;

  useEffect(() => {
    if (asking) return;
    if (urlToken !== null && !adopted) {
      if (!member) markTokenLink(urlToken);
      sessionStore.dispatch({
        type: 'tokenAdopted',
        token: urlToken,
        merchantCode: requestMerchant() ?? '',
      });
    }
    if (scrub) scrubTokenFromAddressBar();
  }, [urlToken, adopted, asking, scrub, member]);

  useEffect(() => {
    // Lazy: the member-info call (and the query client) stay out of the first paint of guests.
    if (bareToken)
      void Promise.all([
        import('../domains/member/member-info'),
        import('../lib/api/query-client'),
      ]).then(([info, client]) => info.completeSession(client.queryClient, bareToken));
  }, [bareToken]);

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
        <LazyDialog onClose={scrubTokenFromAddressBar}>
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
        </LazyDialog>
      </>
    );
  }
  if (redirect || (urlToken !== null && !adopted)) return null;
  // The page waits hidden, its effects (and so its calls) not yet run, until the player has
  // seen whose account this is; then it shows as it would have, nothing lost.
  return (
    <>
      <Activity mode={confirming ? 'hidden' : 'visible'}>{children}</Activity>
      {confirming ? (
        // Its choice is the way on: a notice that could not be loaded offers only its retry.
        <LazyDialog>
          <TokenLinkNotice />
        </LazyDialog>
      ) : null}
    </>
  );
}
