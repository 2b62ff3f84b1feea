import { describe, expect, it } from 'vitest';
import { shouldNoindex } from './robots';

describe('robots noindex rule (spec §2)', () => {
  it.each([
    // host rule
    ['www.demo-lottery.example', '/m/home', false],
    ['www2.demo-lottery.example', '/m/home', false],
    ['localhost:8080', '/m/home', false],
    ['LOCALHOST', '/m/help', false],
    ['m.demo-lottery.example', '/m/home', true],
    ['agent7.demo-lottery.example', '/m/home', true],
    ['127.0.0.1:8080', '/m/home', true],
    // path set rule
    ['www.demo-lottery.example', '/', false],
    ['www.demo-lottery.example', '/m/index', false],
    ['www.demo-lottery.example', '/m/index.html', false],
    ['www.demo-lottery.example', '/m/help', false],
    ['www.demo-lottery.example', '/m/activity', false],
    ['www.demo-lottery.example', '/m/register', false],
    ['www.demo-lottery.example', '/m/register.html', false],
    ['www.demo-lottery.example', '/m/news', false],
    ['www.demo-lottery.example', '/m/login', true],
    ['www.demo-lottery.example', '/m/game', true],
    ['www.demo-lottery.example', '/m/voucherCenter', true],
    // depth rule
    ['www.demo-lottery.example', '/m/member/home', true],
    ['www.demo-lottery.example', '/m/securityCenter/addBankCard', true],
    ['www.demo-lottery.example', '/m/news/2024/1', true],
  ])('%s %s → noindex %s', (host, path, expected) => {
    expect(shouldNoindex(host, path)).toBe(expected);
  });
});
