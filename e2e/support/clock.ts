/** Clock helpers for tests that stop a page's time after it has loaded with time running. */
import type { Page } from '@playwright/test';

/**
 * Pauses the page's fake clock a moment from now. `pauseAt` only goes forward: on a busy machine
 * the page's time can pass a target read a moment earlier, so a target in the past is read again.
 */
export async function pauseSoon(page: Page, aheadMs = 500): Promise<void> {
  for (;;) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + aheadMs);
    } catch (error) {
      if (!String(error).includes('fast-forward to the past')) throw error;
    }
  }
}
