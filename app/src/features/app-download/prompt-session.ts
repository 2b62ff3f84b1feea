/** The prompt's session flags in session storage (spec §4: they live as long as the tab). */
import type { StoredPromptSession } from '../../lib/storage/keys';
import { readSessionStored, writeSessionStored } from '../../lib/storage/storage';
import { NEW_PROMPT_SESSION } from './prompt-decision';

export function readPromptSession(): StoredPromptSession {
  return readSessionStored('download_prompt') ?? NEW_PROMPT_SESSION;
}

export function writePromptSession(session: StoredPromptSession): void {
  writeSessionStored('download_prompt', session);
}
