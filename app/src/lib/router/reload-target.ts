/**
 * Where a reload after an update lands (spec §2): these pages reload in place; any other page
 * (a game, a deposit form, a modal route) goes to /m/home, where nothing half-done is lost.
 */
import { Paths } from './paths';

export const RELOAD_IN_PLACE: readonly string[] = [
  '/',
  Paths.home,
  Paths.game,
  Paths.login,
  '/m/index',
  '/m/index.html',
  Paths.memberHome,
  Paths.register,
  Paths.registerHtml,
  Paths.help,
  Paths.activity,
  Paths.news,
];

export function reloadTarget(path: string): string {
  return RELOAD_IN_PLACE.includes(path) ? path : Paths.home;
}
