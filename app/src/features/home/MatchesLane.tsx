/**
 * Home's upcoming matches (spec §3 gameMatches): each match a tap into the lobby's sportsbook
 * lane. No lane at all when the site lists none. Part of home's lazy content: after the first
 * paint, and no call of its own (the status has the list).
 */
import { useSiteStatus } from '../../domains/site/status';
import { formatDate } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { AppLink } from '../../ui/AppLink';
import { SPORTSBOOK_LANE, upcomingMatches } from './matches';

export function MatchesLane() {
  const { t, language } = useI18n();
  const matches = upcomingMatches(useSiteStatus().data?.gameMatches);
  if (matches.length === 0) return null;
  return (
    <section className="game-lane matches-lane" aria-labelledby="matches-title">
      <div className="game-lane-head">
        <h2 id="matches-title" className="game-lane-title">
          {t('home.matches')}
        </h2>
      </div>
      <ul className="matches-list">
        {matches.map((match) => (
          <li key={`${match.startTime}-${match.homeTeam}-${match.awayTeam}`}>
            <AppLink className="match-card" to={SPORTSBOOK_LANE} data-testid="match">
              {match.league ? (
                <span className="match-league" dir="auto">
                  {match.league}
                </span>
              ) : null}
              <span className="match-teams">
                <bdi>{match.homeTeam}</bdi>
                <span aria-hidden="true"> – </span>
                <span className="visually-hidden"> {t('home.matchVersus')} </span>
                <bdi>{match.awayTeam}</bdi>
              </span>
              <time className="match-time" dateTime={new Date(match.startTime).toISOString()}>
                {formatDate(language, match.startTime, { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
