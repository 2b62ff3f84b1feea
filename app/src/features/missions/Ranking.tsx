/**
 * The ranking by points earned: the top rows, then the member's own row when they are outside
 * the top. Names come masked from the server but the member's own, which is marked 'You'.
 */
import { useId } from 'react';
import type { RankingEntry } from '@wps/contract/loyalty';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';

function RankRow({ entry }: { entry: RankingEntry }) {
  const { t, language } = useI18n();
  return (
    <tr
      className={entry.me ? 'ranking-me' : undefined}
      data-testid={entry.me ? 'my-rank' : undefined}
    >
      <td>{formatNumber(language, entry.rank)}</td>
      <th scope="row">
        <bdi>{entry.name}</bdi>
        {entry.me ? <span className="badge">{t('missions.you')}</span> : null}
      </th>
      <td>{formatNumber(language, entry.points)}</td>
    </tr>
  );
}

export function Ranking({
  top,
  mine,
}: {
  top: readonly RankingEntry[];
  mine: RankingEntry | null | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {t('missions.ranking')}
      </h2>
      {top.length === 0 && !mine ? (
        <p className="muted">{t('missions.noRanking')}</p>
      ) : (
        <table className="ranking" aria-labelledby={id} data-testid="ranking">
          <thead>
            <tr>
              <th scope="col">{t('missions.rank')}</th>
              <th scope="col">{t('missions.player')}</th>
              <th scope="col">{t('missions.points')}</th>
            </tr>
          </thead>
          <tbody>
            {top.map((entry) => (
              <RankRow key={`${entry.rank}-${entry.name}`} entry={entry} />
            ))}
          </tbody>
          {mine ? (
            <tbody className="ranking-outside">
              <RankRow entry={mine} />
            </tbody>
          ) : null}
        </table>
      )}
    </section>
  );
}
