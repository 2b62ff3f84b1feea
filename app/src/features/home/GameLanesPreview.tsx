/**
 * Home's game lanes preview (spec §2 home): each lane's title, up to four entries in a
 * horizontal snap scroller and a link to the whole game area. Hidden when there are no lanes.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { AppLink } from '../../ui/AppLink';
import { LazyImage } from '../../ui/LazyImage';
import { laneItems, useGameLanes } from './game-lanes';

const PREVIEW_ITEMS = 4;

export function GameLanesPreview() {
  const { t } = useI18n();
  const lanes = useGameLanes();
  const shown = (lanes.data ?? [])
    .map((lane) => ({ lane, items: laneItems(lane, PREVIEW_ITEMS) }))
    .filter(({ items }) => items.length > 0);
  if (shown.length === 0) return null;
  return (
    <section className="game-lanes" aria-label={t('home.lanes')}>
      {shown.map(({ lane, items }) => (
        <div key={lane.title} className="game-lane" data-testid="game-lane">
          <div className="game-lane-head">
            <h2 className="game-lane-title">
              <bdi>{lane.title}</bdi>
            </h2>
            <AppLink className="game-lane-more" to={Paths.game}>
              {t('home.allGames')}
            </AppLink>
          </div>
          <ul className="game-lane-items">
            {items.map((item) => (
              <li key={item.key}>
                <AppLink className="game-tile" to={item.to}>
                  {item.icon ? (
                    <LazyImage src={item.icon} alt="" width={96} height={96} fallbackLabel="" />
                  ) : (
                    <span className="game-tile-initial" aria-hidden="true">
                      {item.label.slice(0, 1)}
                    </span>
                  )}
                  <span className="game-tile-label" dir="auto">
                    {item.label}
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
