/**
 * The upcoming matches the site status lists (spec §3 gameMatches; contract: unknown[]). The
 * shape is not shown; this reading takes an entry with its two teams and a start time (epoch
 * ms), a league if it has one, and drops any other entry. Soonest first, at most MATCHES_SHOWN.
 * GCSGAME_getGameMatchV2 answers the same list; home does not ask it again, the status has it.
 */
import * as v from 'valibot';

const MATCHES_SHOWN = 6;

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());

const matchSchema = v.object({
  homeTeam: text,
  awayTeam: text,
  startTime: v.pipe(v.number(), v.finite()),
  league: v.optional(v.string()),
});

export type GameMatch = v.InferOutput<typeof matchSchema>;

export function upcomingMatches(listed: readonly unknown[] | undefined): GameMatch[] {
  return (listed ?? [])
    .flatMap((entry) => {
      const parsed = v.safeParse(matchSchema, entry);
      return parsed.success ? [parsed.output] : [];
    })
    .sort((a, b) => a.startTime - b.startTime)
    .slice(0, MATCHES_SHOWN);
}

/** The lobby opens on the sportsbook's lane (features/game reads `lane`). */
export const SPORTSBOOK_LANE = '/m/game?lane=SPORTS';
