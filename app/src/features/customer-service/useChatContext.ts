/** The facts the chat rules of chat-access.ts read: site, CBS3 switch and session. */
import { useSession } from '../../lib/session/store';
import { useSiteStatus } from '../../domains/site/status';
import { siteUp, type ChatContext } from './chat-access';

export function useChatContext(): ChatContext {
  const { session } = useSession();
  const status = useSiteStatus();
  return {
    siteUp: siteUp(status),
    cbs: status.data?.whitelabelVal.CBS3 === true,
    member: !!session,
    memberType: session?.type ?? null,
  };
}
