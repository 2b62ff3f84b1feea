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
