/** The current language and its messages, as a tiny external store. */
import { useCallback, useSyncExternalStore } from 'react';
import { setRequestLanguage } from '../api/context';
import { writeStored } from '../storage/storage';
import { createStore } from '../store';
import { LANGUAGE_INFO, type Language } from './languages';
import { fetchMessages } from './locale-files';
import { format, type MessageKey, type Messages } from './messages';

type I18nState = { language: Language | null; messages: Messages | null };

const store = createStore<I18nState, I18nState>(
  { language: null, messages: null },
  (_state, next) => next,
);

let pending: Language | null = null;

/** Loads a language and switches to it; `remember` stores it as the player's choice. */
export async function setLanguage(language: Language, remember = false): Promise<void> {
  pending = language;
  const messages = await fetchMessages(language);
  if (pending !== language) return; // a later choice won the race
  const info = LANGUAGE_INFO[language];
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir;
  setRequestLanguage(language);
  if (remember) writeStored('language', language);
  store.dispatch({ language, messages });
}

export function translate(
  messages: Messages | null,
  key: MessageKey,
  vars?: Record<string, string | number>,
): string {
  return format(messages?.[key] ?? '', vars);
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export function useI18n(): { language: Language | null; ready: boolean; t: Translate } {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Stable while the language is: effects that depend on t run once per language change.
  const t: Translate = useCallback(
    (key, vars) => translate(state.messages, key, vars),
    [state.messages],
  );
  return { language: state.language, ready: state.messages !== null, t };
}
