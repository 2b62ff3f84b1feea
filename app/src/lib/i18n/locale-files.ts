/**
 * One JSON file per language, emitted as a hashed asset and fetched on demand: only the
 * player's language is downloaded, and JSON parses faster than the same data as JavaScript.
 */
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

export async function fetchMessages(code: Language): Promise<Messages> {
  const url = localeUrl(code);
  if (!url) throw new Error(`no locale file for ${code}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`locale ${code}: HTTP ${response.status}`);
  return (await response.json()) as Messages;
}
