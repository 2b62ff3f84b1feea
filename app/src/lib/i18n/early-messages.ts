/**
 * The language file that index.html fetched for the sign-in forms' prerendered words
 * (app/first-paint/locale-preload-script.ts), handed to the app's first ask for that language so
 * the file is neither downloaded nor parsed twice. Taken once; anything else left there is
 * ignored.
 */
export const EARLY_MESSAGES_GLOBAL = '__wpsMessages';

/** What index.html leaves: the language (lower case, as the files are named) and its file. */
export type EarlyMessages = { code: string; messages: Promise<unknown> };

type EarlyWindow = { [EARLY_MESSAGES_GLOBAL]?: Partial<EarlyMessages> };

/** The early file of `code`, as an object, or null when there is none or it failed. */
export async function takeEarlyMessages(code: string): Promise<object | null> {
  const win = globalThis as EarlyWindow;
  const early = win[EARLY_MESSAGES_GLOBAL];
  if (!early || early.code !== code.toLowerCase() || !(early.messages instanceof Promise))
    return null;
  delete win[EARLY_MESSAGES_GLOBAL];
  const messages: unknown = await early.messages.catch(() => null);
  return typeof messages === 'object' && messages !== null && !Array.isArray(messages)
    ? messages
    : null;
}
