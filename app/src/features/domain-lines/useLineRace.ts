import { useQuery } from '@tanstack/react-query';
import { fetchDomainList } from './api/domain-route';
import { pickLines, pingLine, sortByTime } from './line-race';

export const lineKeys = {
  domains: ['domain-lines', 'list'] as const,
  race: (domains: readonly string[]) => ['domain-lines', 'race', ...domains] as const,
};

/** Loads the domain list once (spec §4 "one-time load") and races its lines. */
export function useLineRace() {
  const domains = useQuery({
    queryKey: lineKeys.domains,
    queryFn: fetchDomainList,
    staleTime: Infinity,
    retry: false,
  });
  const list = domains.data ?? [];
  const race = useQuery({
    // Keyed by the list and shuffled in the race, not in render: a new order at each render was
    // a new key, so any re-render of the notice started the race over, pings and all.
    queryKey: lineKeys.race(list),
    queryFn: async () =>
      sortByTime(await Promise.all(pickLines(list, location.protocol).map((l) => pingLine(l)))),
    enabled: domains.isSuccess,
    staleTime: Infinity,
  });
  // A list that failed to come has no race to wait for: the notice shows no lines, not a
  // "testing" that never ends.
  return {
    results: race.data,
    testing: domains.isPending || (domains.isSuccess && race.isPending),
  };
}
