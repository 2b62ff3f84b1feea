import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { gameLanesSchema, launchResultSchema, trialLaunchSchema } from './games';

describe('launchResultSchema', () => {
  it.each([
    [{ url: 'https://games.example/play?t=1' }, 'https://games.example/play?t=1'],
    [{ content: { game_url: 'https://games.example/x' } }, 'https://games.example/x'],
  ])('reads %j as { url }', (value, url) => {
    expect(v.parse(launchResultSchema, value)).toEqual({ url });
  });

  it.each([[{}], [{ url: '' }], [{ content: {} }], [null]])('refuses %j', (value) => {
    expect(v.safeParse(launchResultSchema, value).success).toBe(false);
  });
});

describe('gameLanesSchema', () => {
  it('turns missing or null lists into empty ones and keeps optional fields optional', () => {
    const [lane] = v.parse(gameLanesSchema, [
      {
        title: 'Slots',
        gameClassify: null,
        cards: [{ accountTypeName: 'PG', displayName: 'A', icon: null }],
      },
    ]);
    expect(lane).toEqual({
      title: 'Slots',
      gameClassify: [],
      cards: [{ accountTypeName: 'PG', displayName: 'A', trial: false }],
    });
  });

  it('refuses a lane without a title', () => {
    expect(v.safeParse(gameLanesSchema, [{ cards: [] }]).success).toBe(false);
  });
});

it('trialLaunchSchema needs a url', () => {
  expect(v.safeParse(trialLaunchSchema, { url: '' }).success).toBe(false);
});
