/**
 * Customer service and chat (spec §2, §6, §7). The shared contract names the relays
 * and the CustomerService entry (contract/src/system.ts); the shapes it leaves open are pinned
 * here and explained in contract/README.md "Customer service".
 */
import * as v from 'valibot';
import { customerServiceSchema } from './system.ts';

export const ServiceRelay = {
  /** ?b2c&title&backUrl&language -> LaunchChat (authorized, ModuleId CBS3) */
  launchChat: 'CBS_launchChat',
  /** -> UnreadCount (authorized, ModuleId CBS3) */
  unreadCount: 'CBS_unreadCount',
  /** -> CustomerService[] (authorized): the member's list; guests read domainRoute's */
  customerService: 'WPSCORE_getCustomerServiceScript',
} as const;

export const ServiceApi = {
  launchChat: `/wps/relay/${ServiceRelay.launchChat}`,
  unreadCount: `/wps/relay/${ServiceRelay.unreadCount}`,
  customerService: `/wps/relay/${ServiceRelay.customerService}`,
} as const;

/** CBS_launchChat's query. b2c is always 1: a player talking to the operator (decided). */
export type LaunchChatQuery = { b2c: 1; title: string; backUrl: string; language: string };

export const launchChatSchema = v.object({ chatUrl: v.string() });
export type LaunchChat = v.InferOutput<typeof launchChatSchema>;

/** Any number is read; the client shows a whole count of at least 0 (decided). */
export const unreadCountSchema = v.object({ unReadCount: v.number() });
export type UnreadCount = v.InferOutput<typeof unreadCountSchema>;

export const customerServiceListSchema = v.array(customerServiceSchema);

/**
 * The redirect flow (spec §7): when chatUrl carries this query parameter, its value is the page
 * the chat lands on, and the client adds CHAT_REDIRECT_FIELDS to that value; only when both
 * chatUrl's origin and the value's origin are in status.tokenLinkOrigins (decided).
 */
export const CHAT_REDIRECT_PARAM = 'redirectUrl';
export const CHAT_REDIRECT_FIELDS = ['token', 'language', 'headerColor', 'b2c', 'title'] as const;

/** CustomerService.openIn (project addition): 'tab' for a provider that refuses framing. */
export const CS_OPEN_IN_TAB = 'tab';

/** Refusals of the CBS relays (decided; the platform's own codes are not shown). */
export const ServiceErrorCode = {
  chatDisabled: 'chat.disabled',
  chatNoPermission: 'chat.no.permission',
} as const;

/**
 * The sandbox's chat stand-in (contract §4), served on the other loopback name. `?frame=deny`
 * makes a page refuse to be framed (X-Frame-Options DENY and frame-ancestors 'none').
 */
export const ChatStandIn = {
  page: '/sandbox-chat/chat.html',
  /** ?redirectUrl= : 302 to that page of the stand-in (the CBS redirect flow) */
  redirect: '/sandbox-chat/redirect',
  /** POST {text} from the page -> [the player's ChatMessage, the operator's answer] */
  messages: '/sandbox-chat/messages',
  refuseFraming: { param: 'frame', value: 'deny' },
} as const;

/** One load of a stand-in chat page, as the sandbox saw it. */
export type ChatVisit = {
  id: number;
  /** The query the page was opened with, the token's value replaced by '(token)'. */
  query: Record<string, string>;
  /** A token came: a `token` parameter, an Authorization header or a session token anywhere. */
  tokenSent: boolean;
  /** It was a live session token of this sandbox. */
  tokenValid: boolean;
  /** Sec-Fetch-Dest: 'iframe' when framed, 'document' in a tab of its own. */
  dest: string;
  refusedFraming: boolean;
  at: number;
};

export type ChatMessage = { from: 'player' | 'operator'; text: string; at: number };

/** Control API (contract §5), sandbox only. */
export const SandboxChatApi = {
  /** GET -> { visits: ChatVisit[]; messages: ChatMessage[] }, oldest first */
  chat: '/sandbox/chat',
  /** POST {userName, merchant?, add?} -> UnreadCount: raises that member's unread count by add (1) */
  unread: '/sandbox/chat/unread',
} as const;
