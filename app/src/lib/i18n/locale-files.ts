/**
 * One JSON file per language, emitted as a hashed asset and fetched on demand: only the
 * player's language is downloaded, and JSON parses faster than the same data as JavaScript.
 */
import { takeEarlyMessages } from './early-messages';
import type { Language } from './languages';
import type { Messages } from './messages';

const urls = import.meta.glob<string>('./locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export function localeUrl(code: Language): string | undefined {
  return urls[`./locales/${code.toLowerCase()}.json`];
}

/**
 * The language's messages. One request per language at a time: the stored language is asked for
 * at start and again once the site status names the site's languages, and when the status comes
 * first the second ask takes the first's answer rather than downloading the file again (index.html
 * preloads it once; a second request would miss that preload). A failed one may be asked again.
 */
const pending = new Map<Language, Promise<Messages>>();

export function fetchMessages(code: Language): Promise<Messages> {
  let messages = pending.get(code);
  if (!messages) {
    messages = download(code).finally(() => pending.delete(code));
    pending.set(code, messages);
  }
  return messages;
}

async function download(code: Language): Promise<Messages> {
  const url = localeUrl(code);
  if (!url) throw new Error(`no locale file for ${code}`);
  // index.html's own fetch of it, for the sign-in forms' words; else (or failed) the app's.
  const early = await takeEarlyMessages(code);
  if (early) return early as Messages;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`locale ${code}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
