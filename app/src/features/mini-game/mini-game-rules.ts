/**
 * The mini-game's rules (spec §4, §6, §9), pure: which variant shows, when a pointer move is a
 * drag, which clicks count, and where the container may sit. v1 (LOTTMINIGAME3) wins when both
 * switches are on; the s1 variant (SEALOTTMINIGAME3) never moves.
 */
export const CLICK_DEBOUNCE_MS = 250;
export const DRAG_THRESHOLD_PX = 2;
export const BOUNDS_MARGIN_RATIO = 0.02;
export const LAYOUT_CHECK_MS = 250;
/** How far one arrow key press moves the container (keyboard alternative to dragging). */
export const KEY_STEP_PX = 24;

import type { MiniGameVariant } from './mini-game-variant';

export type { MiniGameVariant };
export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

export function canDrag(variant: MiniGameVariant): boolean {
  return variant !== 's1';
}

/** A pointer that moved 2 px or more from where it went down is dragging, not clicking. */
export function isDrag(from: Point, to: Point): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) >= DRAG_THRESHOLD_PX;
}

/** A click within 250 ms of the last accepted one is ignored. */
export function acceptClick(now: number, lastAccepted: number | null): boolean {
  return lastAccepted === null || now - lastAccepted >= CLICK_DEBOUNCE_MS;
}

/** Keeps the box inside the window, 2% of the window's width away from every edge. */
export function clampToBounds(position: Point, box: Size, viewport: Size): Point {
  const margin = viewport.width * BOUNDS_MARGIN_RATIO;
  const clamp = (value: number, max: number) => Math.max(margin, Math.min(value, max - margin));
  return {
    x: clamp(position.x, viewport.width - box.width),
    y: clamp(position.y, viewport.height - box.height),
  };
}

const KEY_MOVES: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: -KEY_STEP_PX, y: 0 },
  ArrowRight: { x: KEY_STEP_PX, y: 0 },
  ArrowUp: { x: 0, y: -KEY_STEP_PX },
  ArrowDown: { x: 0, y: KEY_STEP_PX },
};

/** The position after an arrow key, or null for any other key. */
export function moveByKey(position: Point, key: string): Point | null {
  const step = KEY_MOVES[key];
  return step ? { x: position.x + step.x, y: position.y + step.y } : null;
}

/** The same height, against the opposite edge (a single-pointer alternative to dragging). */
export function otherSide(position: Point, box: Size, viewport: Size): Point {
  const centre = position.x + box.width / 2;
  const x = centre < viewport.width / 2 ? viewport.width : 0;
  return clampToBounds({ x, y: position.y }, box, viewport);
}

/** Where the container starts: bottom end corner, above the tab bar. */
export function initialPosition(box: Size, viewport: Size, bottomInset: number): Point {
  return clampToBounds(
    { x: viewport.width, y: viewport.height - bottomInset - box.height },
    box,
    viewport,
  );
}
