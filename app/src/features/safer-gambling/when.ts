/** A moment the member must plan around (a reset, a change taking effect, a break's end). */
import { useCallback } from 'react';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

/** Date and time in the player's language and the device's zone: the moment they will live it. */
export function useWhen(): (at: number | string) => string {
  const { language } = useI18n();
  return useCallback(
    (at: number | string) =>
      formatDate(language, typeof at === 'string' ? Date.parse(at) : at, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }),
    [language],
  );
}
