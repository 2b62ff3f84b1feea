/**
 * The draggable mini-game container (spec §2, §6, §9). The operator's script (loaded once) draws
 * the game into the panel; this container owns opening and moving. A move of 2 px or more is a
 * drag and swallows the click; clicks within 250 ms of the last are ignored; every 250 ms the
 * box is pulled back inside the window with a 2% margin (rotation, resize, the panel opening).
 * WCAG 2.5.7: arrow keys on the button and a "move to the other side" button move it without
 * dragging. The s1 variant stays where it is. Coordinates are physical (pointer positions).
 */
import { useEffect, useId, useRef, useState, type PointerEvent } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../../ui/Icon';
import { loadMiniGame, type MiniGameModule } from './load-mini-game';
import {
  acceptClick,
  canDrag,
  clampToBounds,
  initialPosition,
  isDrag,
  LAYOUT_CHECK_MS,
  moveByKey,
  otherSide,
  type MiniGameVariant,
  type Point,
} from './mini-game-rules';
import './mini-game.css';

/** Room kept for the bottom tab bar when the container first appears. */
const TAB_BAR_PX = 72;

type Drag = { start: Point; origin: Point; dragging: boolean };

export default function MiniGame({ variant }: { variant: MiniGameVariant }) {
  const { t } = useI18n();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);
  const lastClick = useRef<number | null>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const [open, setOpen] = useState(false);
  const [game, setGame] = useState<MiniGameModule | null>(null);
  const draggable = canDrag(variant);

  const size = () => ({
    width: box.current?.offsetWidth ?? 0,
    height: box.current?.offsetHeight ?? 0,
  });
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
  const place = (next: Point) => setPosition(clampToBounds(next, size(), viewport()));

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

  useEffect(() => {
    const check = () =>
      setPosition((current) => {
        const next = clampToBounds(
          current ?? initialPosition(size(), viewport(), TAB_BAR_PX),
          size(),
          viewport(),
        );
        return current && next.x === current.x && next.y === current.y ? current : next;
      });
    const first = requestAnimationFrame(check);
    const timer = setInterval(check, LAYOUT_CHECK_MS);
    return () => {
      cancelAnimationFrame(first);
      clearInterval(timer);
    };
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!draggable || !position) return;
    drag.current = {
      start: { x: event.clientX, y: event.clientY },
      origin: position,
      dragging: false,
    };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!current) return;
    const point = { x: event.clientX, y: event.clientY };
    if (!current.dragging && !isDrag(current.start, point)) return;
    current.dragging = true;
    place({
      x: current.origin.x + point.x - current.start.x,
      y: current.origin.y + point.y - current.start.y,
    });
  };
  const onPointerUp = () => {
    if (drag.current?.dragging) swallowClick.current = true;
    drag.current = null;
  };
  const onClick = () => {
    if (swallowClick.current) {
      swallowClick.current = false;
      return;
    }
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
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onClick={onClick}
          onKeyDown={(event) => {
            const next = draggable && position ? moveByKey(position, event.key) : null;
            if (!next) return;
            event.preventDefault();
            place(next);
          }}
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
              onClick={() => position && setPosition(otherSide(position, size(), viewport()))}
            >
              <Icon name="back" size={16} />
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}
