import { describe, expect, it } from 'vitest';
import { reloadTarget } from './reload-target';

describe('reload on update (spec §2)', () => {
  it.each([
    '/',
    '/m/home',
    '/m/game',
    '/m/login',
    '/m/index',
    '/m/index.html',
    '/m/member/home',
    '/m/register',
    '/m/register.html',
    '/m/help',
    '/m/activity',
    '/m/news',
  ])('%s reloads in place', (path) => {
    expect(reloadTarget(path)).toBe(path);
  });

  it.each([
    '/m/voucherCenter',
    '/m/launchGame',
    '/m/member/benefits',
    '/m/changePsw',
    '/m/feedback',
    '/m/game/x',
  ])('%s goes to /m/home', (path) => {
    expect(reloadTarget(path)).toBe('/m/home');
  });
});
