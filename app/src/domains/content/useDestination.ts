/** Performs a content destination: inside the app with tracking parameters, or a new tab outside. */
import { useCallback } from 'react';
import { useAppNavigate } from '../../lib/router/navigate';
import { useSession } from '../../lib/session/store';
import { useSiteStatus } from '../site/status';
import { linkDestination, type Destination, type LinkContext } from './destination';

export function useLinkContext(): LinkContext {
  const { session } = useSession();
  const status = useSiteStatus();
  return {
    origin: location.origin,
    tokenLinkOrigins: status.data?.tokenLinkOrigins ?? [],
    session: session ? { token: session.token, userName: session.userName } : null,
  };
}

export function useFollowDestination(): (destination: Destination) => void {
  const navigate = useAppNavigate();
  return useCallback(
    (destination) => {
      if (destination.kind === 'internal') navigate(destination.path);
      else if (destination.kind === 'external') window.open(destination.url, '_blank', 'noopener');
    },
    [navigate],
  );
}

/** The link handler for sanitised server HTML: http(s) opens outside, /m paths inside. */
export function useContentLinks(): (href: string) => void {
  const context = useLinkContext();
  const follow = useFollowDestination();
  return (href) => follow(linkDestination(href, context));
}
