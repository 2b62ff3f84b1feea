/** The three push relays (contract/src/push.ts), authorized POSTs whose failures stay silent. */
import * as v from 'valibot';
import { PushRelay, TOPIC_ALL } from '@wps/contract/push';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';

/** Push is a background chore: a slow server never holds up a logout for long. */
const PUSH_TIMEOUT_MS = 5000;

const relay = (path: string) =>
  defineCall({ method: 'POST', path, auth: true, value: v.unknown(), timeoutMs: PUSH_TIMEOUT_MS });

const bindCall = relay(PushRelay.bind);
const subscribeCall = relay(PushRelay.subscribe);
const unsubscribeCall = relay(PushRelay.unsubscribe);

/** Spec §4: bound to the member and subscribed to topic ALL. */
export async function bindAndSubscribe(registrationToken: string): Promise<void> {
  await request(bindCall, { body: { registrationToken }, alert: false });
  await request(subscribeCall, { body: { registrationToken, topic: TOPIC_ALL }, alert: false });
}

export async function unsubscribeAll(registrationToken: string): Promise<void> {
  await request(unsubscribeCall, {
    body: { registrationToken, unsubscribeAll: true },
    alert: false,
  });
}
