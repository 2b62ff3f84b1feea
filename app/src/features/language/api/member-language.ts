/** POST /wps/member/language {language} (spec §7): the member's language follows their choice. */
import * as v from 'valibot';
import { NO_CHAT_TYPE } from '@wps/contract/member';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../../lib/api/call';
import { request } from '../../../lib/api/request';
import type { SessionState } from '../../../lib/session/reducer';

export const memberLanguageCall = defineCall({
  method: 'POST',
  path: Api.memberLanguage,
  auth: true,
  value: v.unknown(),
});

/** Member type 4 skips language sync (spec §3); guests have nothing to sync. */
export function shouldSyncLanguage(session: SessionState): boolean {
  return session.status === 'member' && session.session.type !== NO_CHAT_TYPE;
}

export function syncMemberLanguage(language: string): Promise<unknown> {
  // A failed sync must not undo the player's choice on screen: no notice, nothing rethrown.
  return request(memberLanguageCall, { body: { language }, alert: false }).catch(() => undefined);
}
