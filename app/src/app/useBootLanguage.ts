/**
 * Picks the page language (spec §1): a stored, supported choice starts loading at once, in
 * parallel with the site status; once the status names the site's languages, the choice (or a
 * first visit's browser language) falls back to the site default when the site lacks it, then
 * to the first supported code. Nothing is drawn in a guess before the status has confirmed it.
 */
import { useEffect } from 'react';
import type { SiteStatus } from '@wps/contract/status';
import { pickedLanguage, setLanguage, useI18n } from '../lib/i18n/i18n';
import { guessedLanguage } from '../lib/i18n/browser-language';
import { isLanguage, resolveLanguage } from '../lib/i18n/languages';
import { readStored } from '../lib/storage/storage';

export function startStoredLanguage(): void {
  const stored = readStored('language');
  if (isLanguage(stored))
    void setLanguage(stored.toUpperCase() as Parameters<typeof setLanguage>[0]);
}

/**
 * Within the status's languages: the stored choice, else the language picked, else on a first
 * visit the browser's (lib/i18n/browser-language.ts, whose file index.html has preloaded with
 * the status call). main.tsx applies it as soon as the answer is in, a render before Boot's
 * effect, so the language file and home's content call (it waits for a pick) leave that much
 * sooner; Boot, on every answer.
 */
export function startStatusLanguage(status: SiteStatus): void {
  const wanted = resolveLanguage(
    readStored('language') ?? pickedLanguage() ?? guessedLanguage(),
    status.languages,
  );
  if (wanted !== pickedLanguage()) void setLanguage(wanted);
}

export function useBootLanguage(status: SiteStatus | undefined, statusFailed: boolean): void {
  const { language } = useI18n();
  useEffect(() => {
    if (status) return startStatusLanguage(status);
    if (!statusFailed) return;
    // No status (offline): the language last shown, whose file the service worker has cached.
    const wanted = resolveLanguage(
      readStored('language') ?? language ?? readStored('lastLanguage') ?? guessedLanguage(),
    );
    if (wanted !== language) void setLanguage(wanted);
  }, [status, statusFailed, language]);
}
