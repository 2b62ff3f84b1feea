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

/**
 * The choice on screen stands whatever the server says, but a refusal is not hidden: the player
 * reads the usual notice (the server's message), since their account keeps the old language
 * for what the site sends them. Nothing is rethrown: the switch itself has happened.
 */
export function syncMemberLanguage(language: string): Promise<unknown> {
  return request(memberLanguageCall, { body: { language } }).catch(() => undefined);
}
