/**
 * The draggable mini-game container (spec §2, §6, §9). The operator's script (loaded once) draws
 * the game into the panel; this container owns opening and moving (useDraggableBox). Clicks
 * within 250 ms of the last are ignored, and a drag is never a click. WCAG 2.5.7: arrow keys on
 * the button and a "move to the other side" button move it without dragging. The s1 variant
 * stays where it is. Coordinates are physical (pointer positions), hence `left` in its CSS.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../../ui/Icon';
import { loadMiniGame, type MiniGameModule } from './load-mini-game';
import { acceptClick, canDrag, type MiniGameVariant } from './mini-game-rules';
import { useDraggableBox } from './useDraggableBox';
import './mini-game.css';

export default function MiniGame({ variant }: { variant: MiniGameVariant }) {
  const { t } = useI18n();
  const id = useId();
  const host = useRef<HTMLDivElement>(null);
  const lastClick = useRef<number | null>(null);
  const [open, setOpen] = useState(false);
  const [game, setGame] = useState<MiniGameModule | null>(null);
  const draggable = canDrag(variant);
  const { box, position, handlers, toOtherSide, consumeDrag } = useDraggableBox(draggable);

  useEffect(() => {
    let live = true;
    loadMiniGame(variant).then(
      (loaded) => live && setGame(loaded),
      () => undefined, // no script, no game: the container stays a closed button
    );
    return () => {
      live = false;
    };
  }, [variant]);

  useEffect(() => {
    if (!open || !game || !host.current) return;
    const mounted = game.mount(host.current);
    return () => mounted.destroy();
  }, [open, game]);

  const onClick = () => {
    if (consumeDrag()) return;
    const now = Date.now();
    if (!acceptClick(now, lastClick.current)) return;
    lastClick.current = now;
    setOpen((value) => !value);
  };

  return (
    <div
      ref={box}
      className="mini-game"
      data-testid="mini-game"
      data-variant={variant}
      style={{
        transform: position ? `translate(${position.x}px, ${position.y}px)` : undefined,
        visibility: position ? 'visible' : 'hidden',
      }}
    >
      <div
        ref={host}
        id={`${id}-panel`}
        className="mini-game-panel"
        role="region"
        aria-label={game?.title ?? t('miniGame.open')}
        hidden={!open}
      />
      <div className="mini-game-controls">
        <button
          type="button"
          className="mini-game-toggle"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          aria-describedby={draggable ? `${id}-hint` : undefined}
          data-draggable={draggable}
          onClick={onClick}
          {...handlers}
        >
          <Icon name="game" size={26} />
          <span className="visually-hidden">{t('miniGame.open')}</span>
        </button>
        {draggable ? (
          <>
            <span id={`${id}-hint`} className="visually-hidden">
              {t('miniGame.hint')}
            </span>
            <button
              type="button"
              className="mini-game-move"
              aria-label={t('miniGame.moveSide')}
              onClick={toOtherSide}
            >
              <Icon name="back" size={16} />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
