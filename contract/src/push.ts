/**
 * Push notifications (spec §3 "Push registration", §4 "Push", contract §3 relays and §4
 * providers). The three CSP_fcm* relays are POST and need a member session; contract §3 leaves
 * CSP_fcmUnsubscribe's method open, and the project pins it as POST like its two siblings
 * (contract/README.md "Push").
 */
import * as v from 'valibot';

export const PushRelay = {
  bind: '/wps/relay/CSP_fcmBind',
  subscribe: '/wps/relay/CSP_fcmSubscribe',
  unsubscribe: '/wps/relay/CSP_fcmUnsubscribe',
} as const;

/** Every member's token is subscribed to this topic (spec §4 "Logout and token change"). */
export const TOPIC_ALL = 'ALL';

export const pushBindSchema = v.object({ registrationToken: v.pipe(v.string(), v.minLength(1)) });
export const pushSubscribeSchema = v.object({
  registrationToken: v.pipe(v.string(), v.minLength(1)),
  topic: v.pipe(v.string(), v.minLength(1)),
});
export const pushUnsubscribeSchema = v.object({
  registrationToken: v.pipe(v.string(), v.minLength(1)),
  unsubscribeAll: v.optional(v.boolean(), false),
});

/**
 * What a push carries to the service worker: FCM's web push payload (plain JSON, no SDK needed in
 * the worker). `fcmOptions.link` is where a tap goes; `data.link` is read as well.
 */
export type PushPayload = {
  notification?: { title?: string; body?: string; icon?: string; click_action?: string };
  fcmOptions?: { link?: string };
  data?: Record<string, string>;
};

/**
 * The sandbox's stand-in for Firebase Cloud Messaging (contract §4). The token source answers
 * POST {} with { token } (a new web token each time, as getToken after a deleteToken would). It
 * sits beside the Firebase Auth stand-in: a status whose gw.IDENTITY_PAGE names that page gets
 * its tokens here (on the page's origin) instead of from firebase/messaging.
 * The control API plays FCM's server: POST /sandbox/push {token, title, body, link?, icon?}
 * checks the token is bound (404 sandbox.push.unbound otherwise) and answers the FCM-shaped
 * message it "sent", which a test delivers to the worker (CDP ServiceWorker.deliverPushMessage);
 * GET /sandbox/push lists the bound tokens and the messages sent since the last reset.
 */
export const PushStandIn = {
  tokenSource: '/sandbox-pages/push/token',
  control: '/push',
} as const;

export const sandboxPushSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  title: v.string(),
  body: v.optional(v.string(), ''),
  link: v.optional(v.string()),
  icon: v.optional(v.string()),
});
export type SandboxPush = v.InferOutput<typeof sandboxPushSchema>;

/** The FCM-shaped message of a sandbox push: what the worker's push event receives. */
export function pushPayloadOf(push: SandboxPush): PushPayload {
  return {
    notification: { title: push.title, body: push.body, ...(push.icon ? { icon: push.icon } : {}) },
    ...(push.link ? { fcmOptions: { link: push.link } } : {}),
    data: push.link ? { link: push.link } : {},
  };
}

export type SandboxPushToken = {
  token: string;
  userName: string;
  topics: string[];
  boundAt: number;
};
