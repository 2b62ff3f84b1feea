/**
 * Event collection (spec §3 'Event post', contract §3: POST /wps/system/collect, a JSON string
 * of events, answered 204). Fire and forget: a lost event never bothers the player.
 */
import * as v from 'valibot';
import { defineCall } from '../../lib/api/call';
import { request } from '../../lib/api/request';
import type { CollectEvent } from './event-payload';

export const collectCall = defineCall({
  method: 'POST',
  path: '/wps/system/collect',
  value: v.unknown(),
});

export function postEvents(events: CollectEvent[]): void {
  void request(collectCall, { body: JSON.stringify(events), alert: false }).catch(() => undefined);
}
