/**
 * One lane (spec §3): its title, game count and vendor classification, then its cards in a
 * horizontal scroller with snap. Tapping a card plays it; games with trial play get a Try button.
 */
import type { GameCard } from '@wps/contract/games';
import { useI18n } from '../../lib/i18n/i18n';
import type { Lane } from './game-lanes';
import { GameIcon } from './GameIcon';

export type LaneActions = {
  play: (card: GameCard) => void;
  trial: (card: GameCard) => void;
  busyId: string | null;
};

export const cardId = (card: GameCard) =>
  card.gameId ?? `${card.accountTypeName}:${card.displayName}`;

type GameLaneViewProps = {
  lane: Lane;
  actions: LaneActions;
  /** How many of its first icons are on the lobby's first screen (GameIcon's `eager`). */
  eagerIcons?: number;
};

export function GameLaneView({ lane, actions, eagerIcons = 0 }: GameLaneViewProps) {
  const { t } = useI18n();
  const headingId = `${lane.key}-title`;
  return (
    <section className="game-lane" aria-labelledby={headingId}>
      <div className="game-lane-head">
        <h2 id={headingId} className="game-lane-title">
          <bdi>{lane.title}</bdi>
        </h2>
        <span className="game-lane-count">{t('game.count', { count: lane.gameCount })}</span>
      </div>
      <p className="game-lane-vendors" dir="auto">
        {lane.vendors.map((v) => v.displayName).join(' · ')}
      </p>
      <ul className="game-lane-cards">
        {lane.cards.map((card, index) => {
          const id = cardId(card);
          return (
            <li key={id} className="game-card">
              <button
                type="button"
                className="game-card-play"
                aria-busy={actions.busyId === id || undefined}
                onClick={() => actions.play(card)}
              >
                <GameIcon src={card.icon} name={card.displayName} eager={index < eagerIcons} />
                <span className="game-card-name" dir="auto">
                  {card.displayName}
                </span>
              </button>
              {card.trial ? (
                <button
                  type="button"
                  className="game-card-trial"
                  aria-label={t('game.tryLabel', { name: card.displayName })}
                  onClick={() => actions.trial(card)}
                >
                  {t('game.try')}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Same size as a loaded lane, so nothing moves when the data arrives. */
export function LaneSkeleton() {
  return (
    <div className="game-lane game-lane-skeleton" aria-hidden="true">
      <div className="game-lane-head">
        <span className="skeleton skeleton-title" />
      </div>
      <p className="game-lane-vendors">
        <span className="skeleton skeleton-line" />
      </p>
      <ul className="game-lane-cards">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="game-card">
            <span className="skeleton game-icon" />
            <span className="skeleton skeleton-line" />
          </li>
        ))}
      </ul>
    </div>
  );
}
