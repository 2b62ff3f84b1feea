import { expect, test } from '@playwright/test';
import { gzipBytes, readManifest, staticClosure } from '../support/bundle-manifest';

/**
 * The lobby's first paint: the shell plus the lobby chunk (its frame and mini-game stay lazy).
 * 106.5 KB since the prerendered shell (the tokens inline, one chunk of React, wouter and
 * storage);
 * 106.6 KB since home's content call got a chunk of its own, whose name the entry lists among
 * the chunks its lazy pages preload (+29 B; 109,083 B today).
 */
// 107.4 KB since TanStack Query left the entry (108,476 B before, 109,810 B after): in a chunk of
// its own, with the lanes' call and shapes (the `queries` group of vite.config.ts), it
// compresses less well; home's first paint is 9 KB lighter (e2e/budget/first-paint.spec.ts).
// 99 KB since React stayed on 19.2 (109,824 B before, 101,305 B after;
// e2e/budget/first-paint.spec.ts);
// 99.1 KB since the session keeps the stored text it started from (+63 B: 101,368 B, 8 B under 99 KB).
// 99.5 KB since server values in translated sentences are isolated for right-to-left script, the
// header's profile icon has its lazy chunk, the stored icon is checked, the status carries the
// matches list and the lobby opens on a named lane (+510 B: 101,878 B).
// 100.5 KB with chunk recovery and the passkey status field (102,875 B measured).
// 100.7 KB since the features' own dialogs recover from a failed chunk as the shell's do, the
// notice dialog among them (+170 B: 103,045 B). 100.8 KB since a first visit takes the browser's
// language, its file asked for from the HTML beside the status call (+91 B: 103,148 B).
// 101 KB since the lobby remembers its first row's icons (features/game/lobby-icons.ts, checked by
// storage's `lobby_icons` key) for index.html to preload on the next visit (+215 B: 103,363 B).
const GAME_FIRST_PAINT_BUDGET = 101 * 1024;
/**
 * 13 files before the groups of app/build/chunks/first-page-groups.ts: `fields` (the text field, the pills),
 * `launch-refusal` (the launch's refusal rules) and `vendor-lanes` (the lanes' call and shapes,
 * now in vite.config.ts's `queries` group with TanStack Query).
 */
const GAME_FIRST_PAINT_FILES = 10;

test('the first paint of /m/game fits its gzip budget, in few files', () => {
  const files = staticClosure(readManifest(), ['index.html', 'src/features/game/GamePage.tsx']);
  const total = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(
    `first paint of /m/game: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files`,
  );
  expect(total).toBeLessThanOrEqual(GAME_FIRST_PAINT_BUDGET);
  expect(files.size).toBeLessThanOrEqual(GAME_FIRST_PAINT_FILES);
});

test('the game pages, frame and mini-game stay off the first paint of /m/home', () => {
  const manifest = readManifest();
  const home = [...staticClosure(manifest, ['index.html', 'src/features/home/HomePage.tsx'])];
  const lobby = [...staticClosure(manifest, ['index.html', 'src/features/game/GamePage.tsx'])];
  const all = Object.values(manifest).map((chunk) => chunk.file);
  for (const name of ['GamePage', 'LotteryLaunchPage', 'GameFrame', 'MiniGame', 'MiniGameMount']) {
    const chunk = all.find((file) => file.startsWith(`assets/${name}-`) && file.endsWith('.js'));
    expect(chunk, `${name} is its own chunk`).toBeTruthy();
    expect(home, `${name} is not on the first paint of /m/home`).not.toContain(chunk);
    if (name !== 'GamePage') expect(lobby, `${name} loads only when used`).not.toContain(chunk);
  }
});
