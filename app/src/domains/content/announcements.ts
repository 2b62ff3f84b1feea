/**
 * GET /wps/relay/MCSFE_getListAnnouncements (contract §3) as a query: one request for every type,
 * so the popup, home, activity and news share one cached answer. No authorization (spec §6).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CacheTime } from '../../lib/api/cache';
import { requestLanguage } from '../../lib/api/context';
import { useI18n } from '../../lib/i18n/i18n';
import { contentKeys, fetchAnnouncements, takeEarlyAnswer } from './announcements-call';

export function announcementsQuery(language: string | null) {
  return queryOptions({
    queryKey: contentKeys.announcements(language),
    queryFn: () => {
      const taken = takeEarlyAnswer();
      // An answer asked in another language (the stored one, before the site's list refused it)
      // is not this query's: content is written per language.
      return taken?.language === requestLanguage() ? taken.answer : fetchAnnouncements();
    },
    staleTime: CacheTime.long,
  });
}

export function useAnnouncements() {
  return useQuery(announcementsQuery(useI18n().language));
}
