/** How a refusal writes a moment (a limit's reset, a break's end): medium date, short time. */
import { useCallback } from 'react';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

export function useRefusalTime(): (iso: string) => string {
  const { language } = useI18n();
  return useCallback(
    (iso: string) =>
      formatDate(language, Date.parse(iso), { dateStyle: 'medium', timeStyle: 'short' }),
    [language],
  );
}
