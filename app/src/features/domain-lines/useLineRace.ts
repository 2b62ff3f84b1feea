import { useQuery } from '@tanstack/react-query';
import { fetchDomainList } from './api/domain-route';
import { pickLines, pingLine, sortByTime } from './line-race';

export const lineKeys = {
  domains: ['domain-lines', 'list'] as const,
  race: (lines: readonly string[]) => ['domain-lines', 'race', ...lines] as const,
};

/** Loads the domain list once (spec §4 "one-time load") and races its lines. */
export function useLineRace() {
  const domains = useQuery({
    queryKey: lineKeys.domains,
    queryFn: fetchDomainList,
    staleTime: Infinity,
    retry: false,
  });
  const lines = domains.data ? pickLines(domains.data, location.protocol) : [];
  const race = useQuery({
    queryKey: lineKeys.race(lines),
    queryFn: async () => sortByTime(await Promise.all(lines.map((line) => pingLine(line)))),
    enabled: lines.length > 0,
    staleTime: Infinity,
  });
  return { lines, results: race.data, testing: domains.isPending || race.isPending };
}
