/** The current language and its messages, as a tiny external store. */
import { useCallback, useSyncExternalStore } from 'react';
import { setRequestLanguage } from '../api/context';
import { writeStored } from '../storage/storage';
import { createStore } from '../store';
import { intlLocale } from './format';
import { LANGUAGE_INFO, type Language } from './languages';
import { fetchMessages } from './locale-files';
import { formatMessage, type MessageKey, type Messages, type MessageVars } from './messages';

type I18nState = { language: Language | null; messages: Messages | null };

const store = createStore<I18nState, I18nState>(
  { language: null, messages: null },
  (_state, next) => next,
);

let pending: Language | null = null;
let pickedWaiters: (() => void)[] = [];

/**
 * Resolves once a language is picked, before its file is in, and the request layer speaks it:
 * the boot calls that only need the Language header go without waiting for the file.
 */
export function languagePicked(): Promise<void> {
  return pickedLanguage()
    ? Promise.resolve()
    : new Promise((resolve) => pickedWaiters.push(resolve));
}

/** The language picked last, its file perhaps still on its way; null before any pick. */
export function pickedLanguage(): Language | null {
  return pending ?? store.get().language;
}

/** Loads a language and switches to it; `remember` stores it as the player's choice. */
export async function setLanguage(language: Language, remember = false): Promise<void> {
  pending = language;
  // At boot, before any file is in, the header follows the pick: nothing is shown in another
  // language yet. A later switch keeps the shown language's header until its file has come.
  if (!store.get().language) setRequestLanguage(language);
  for (const resolve of pickedWaiters) resolve();
  pickedWaiters = [];
  const messages = await fetchMessages(language);
  if (pending !== language) return; // a later choice won the race
  const info = LANGUAGE_INFO[language];
  document.documentElement.lang = info.htmlLang;
  document.documentElement.dir = info.dir;
  setRequestLanguage(language);
  if (remember) writeStored('language', language);
  writeStored('lastLanguage', language);
  store.dispatch({ language, messages });
}

/** The text of `key` in the current language; plural forms follow `vars.count`. */
export function translate(state: I18nState, key: MessageKey, vars?: MessageVars): string {
  const { language } = state;
  const rightToLeft = !!language && LANGUAGE_INFO[language].dir == 'rtl';
  return formatMessage(state.messages?.[key] ?? '', intlLocale(language), vars, rightToLeft);
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

export function useI18n(): { language: Language | null; ready: boolean; t: Translate } {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  // Stable while the language is: effects that depend on t run once per language change.
  const t: Translate = useCallback((key, vars) => translate(state, key, vars), [state]);
  return { language: state.language, ready: state.messages !== null, t };
}
