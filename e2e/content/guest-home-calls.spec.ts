/**
 * A guest's home asks the WPS API at most 5 times: the status (which also answers the pixel ids
 * and the safer-gambling settings, the project's own settings), the announcements, the
 * promotions, the game vendors and the download settings. Counted with every pixel and every
 * safer-gambling tool on, so that neither adds a call of its own.
 */
import { SAFER_GAMBLING_PRESETS } from '@wps/contract/safer-gambling-presets';
import { expect, test } from '../support/fixtures';
import { networkQuiet } from '../support/network-quiet';
import { enablePixels, pixelHits } from '../support/tracking';

test('a guest’s home makes at most 5 /wps calls, none of them for pixels or safer-gambling settings', async ({
  page,
  sandbox,
}) => {
  await enablePixels(sandbox);
  await sandbox.patchMerchant({ saferGambling: SAFER_GAMBLING_PRESETS.MT });
  await page.goto('/m/home');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The pixels started and the footer is drawn: both read their settings from the status.
  await expect(page.getByRole('contentinfo', { name: 'Safer gambling' })).toBeVisible();
  await expect.poll(async () => (await pixelHits(sandbox)).length).toBeGreaterThan(0);
  await networkQuiet(page);
  const calls = (await sandbox.requests())
    .map((r) => r.path)
    .filter((path) => path.startsWith('/wps/'));
  expect(calls.length, calls.join(', ')).toBeLessThanOrEqual(5);
  expect(calls).toContain('/wps/system/status');
  expect(calls.filter((path) => /pixels|saferGambling/i.test(path))).toEqual([]);
});
