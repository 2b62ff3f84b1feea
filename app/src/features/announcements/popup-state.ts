/** The stored popup state of the current user (spec §3: per user, in local storage). */
import type { StoredPopupState } from '../../lib/storage/keys';
import { readStored, writeStored } from '../../lib/storage/storage';
import { NEW_POPUP_STATE, type PopupState } from './decision';

export function readPopupState(user: string): PopupState {
  return readStored('announcement_popup')?.[user] ?? NEW_POPUP_STATE;
}

export function writePopupState(user: string, state: StoredPopupState): void {
  writeStored('announcement_popup', { ...readStored('announcement_popup'), [user]: state });
}
