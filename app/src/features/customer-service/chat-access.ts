/**
 * Who may use the platform chat (spec §2, §6, §8), pure so every rule has a table
 * test. The chat is there only while the site is up and CBS3 is on; a guest is sent to log in;
 * member type 4 is told it has no permission; and the unread count is asked only for a member
 * who may chat, once the member type is known (a token from the address has none yet).
 */
import { NO_CHAT_TYPE } from '@wps/contract/member';
import type { SiteStatus } from '@wps/contract/status';
import type { ServiceEntry } from './service-list';

export type PlatformChat = 'hidden' | 'login' | 'noPermission' | 'open';

export type ChatContext = {
  siteUp: boolean;
  cbs: boolean;
  member: boolean;
  memberType: number | null;
};

/** Up: the status arrived and says neither maintenance nor access denied. */
export function siteUp(status: { data?: SiteStatus; isError: boolean }): boolean {
  const site = status.data;
  return !!site && !status.isError && !site.maintenance && !site.regionRestriction;
}

export function platformChat(ctx: ChatContext): PlatformChat {
  if (!ctx.siteUp || !ctx.cbs) return 'hidden';
  if (!ctx.member) return 'login';
  return ctx.memberType === NO_CHAT_TYPE ? 'noPermission' : 'open';
}

export function pollsUnread(ctx: ChatContext): boolean {
  return platformChat(ctx) === 'open' && ctx.memberType !== null;
}

export type ServiceOption = { kind: 'chat' } | { kind: 'entry'; entry: ServiceEntry };

/** The platform chat first (when shown), then the entries: one option opens directly. */
export function serviceOptions(chat: PlatformChat, entries: readonly ServiceEntry[]) {
  const options: ServiceOption[] = entries.map((entry) => ({ kind: 'entry', entry }));
  return chat === 'hidden' ? options : [{ kind: 'chat' } as ServiceOption, ...options];
}
