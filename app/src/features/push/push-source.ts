/**
 * Where a member's push token comes from, read from the site status (pure): the sandbox's
 * Firebase stand-in when gw.IDENTITY_PAGE names its page (its token source, contract/src/push.ts,
 * replaces Firebase Cloud Messaging), else FCM when the status carries a Firebase config with a
 * sender id and VAPID key. No status field of its own: the status schema is on the first paint,
 * which has no byte to spare. Apart from the loader (load-provider.ts), whose chunk the sign-in
 * forms share: the shell asks pushAvailable on every visit, and a guest downloads no loader.
 */
import type { SiteStatus } from '@wps/contract/status';

type FirebaseConfig = NonNullable<SiteStatus['firebase']>;

export type PushSource =
  | { kind: 'stand-in'; page: string }
  | { kind: 'firebase'; config: FirebaseConfig; vapidKey: string };

export function pushSource(status: SiteStatus): PushSource | null {
  const page = status.gw.IDENTITY_PAGE;
  if (page) return { kind: 'stand-in', page };
  const config = status.firebase;
  const vapidKey = config?.vapidKey;
  if (config?.messagingSenderId && vapidKey) return { kind: 'firebase', config, vapidKey };
  return null;
}

export const pushAvailable = (status: SiteStatus | undefined): boolean =>
  !!status && pushSource(status) !== null;
