/**
 * Event collection (spec §3 'Event post', contract §3: POST /wps/system/collect, a JSON string
 * of events, answered 204). Fire and forget: a lost event never bothers the player.
 */
import * as v from 'valibot';
import { defineCall } from '../api/call';
import { request } from '../api/request';
import { readStored } from '../storage/storage';

export const collectCall = defineCall({
  method: 'POST',
  path: '/wps/system/collect',
  value: v.unknown(),
});

export function collectEvent(eventName: string, eventValue: Record<string, unknown> = {}): void {
  const event = {
    domain: location.hostname,
    affiliateCode: readStored('reg_info')?.affiliateCode ?? '',
    eventName,
    eventValue,
  };
  void request(collectCall, { body: JSON.stringify([event]), alert: false }).catch(() => undefined);
}

/** Registration waits this long before its event (spec §9), letting the session settle first. */
export const REGISTER_EVENT_DELAY_MS = 100;

/** The register event of every way to sign up (username, mobile, social). */
export async function recordRegisterEvent(userName: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, REGISTER_EVENT_DELAY_MS));
  collectEvent('register', { userName });
}
