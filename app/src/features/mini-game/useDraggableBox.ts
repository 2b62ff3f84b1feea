/**
 * Where the mini-game box sits and how it moves (spec §9): pointer drags that count from 2 px,
 * arrow keys, a jump to the other side, and a layout check every 250 ms that pulls the box back
 * inside the window with a 2% margin. `consumeDrag` tells the click handler that the pointer
 * went up after a drag, so that the drag is not also a click.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  clampToBounds,
  initialPosition,
  isDrag,
  LAYOUT_CHECK_MS,
  moveByKey,
  otherSide,
  type Point,
} from './mini-game-rules';

/** Room kept for the bottom tab bar when the box first appears. */
const TAB_BAR_PX = 72;

type Drag = { start: Point; origin: Point; dragging: boolean };

export function useDraggableBox(enabled: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const [position, setPosition] = useState<Point | null>(null);

  const size = () => ({
    width: box.current?.offsetWidth ?? 0,
    height: box.current?.offsetHeight ?? 0,
  });
  const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });
  const place = (next: Point) => setPosition(clampToBounds(next, size(), viewport()));

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

  const handlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (!enabled || !position) return;
      const start = { x: event.clientX, y: event.clientY };
      drag.current = { start, origin: position, dragging: false };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      const current = drag.current;
      if (!current) return;
      const point = { x: event.clientX, y: event.clientY };
      if (!current.dragging && !isDrag(current.start, point)) return;
      current.dragging = true;
      place({
        x: current.origin.x + point.x - current.start.x,
        y: current.origin.y + point.y - current.start.y,
      });
    },
    onPointerUp: () => {
      if (drag.current?.dragging) dragged.current = true;
      drag.current = null;
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const next = enabled && position ? moveByKey(position, event.key) : null;
      if (!next) return;
      event.preventDefault();
      place(next);
    },
  };

  return {
    box,
    position,
    handlers: { ...handlers, onPointerCancel: handlers.onPointerUp },
    toOtherSide: () => position && setPosition(otherSide(position, size(), viewport())),
    /** True once after a drag ended: the click that follows is part of the drag. */
    consumeDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
