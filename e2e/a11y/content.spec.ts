/** axe on the content pages and overlays: home with content, activity, news, help, popups. */
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { violationsInBothThemes } from '../support/in-app';

for (const [path, ready] of [
  ['/m/home', 'First deposit bonus 100%'],
  ['/m/activity', 'VIP weekly cashback'],
  ['/m/activity?id=201', '100% first deposit bonus'],
  ['/m/news', 'New lottery draws every 5 minutes'],
  ['/m/help', 'How do I deposit?'],
] as const) {
  // Both themes on one load: the theme is switched in place (support/in-app.ts);
  // e2e/platform/shell.spec.ts proves that the site's mobileTemplate picks it.
  test(`axe finds no serious violation on ${path} (dark and light)`, async ({ page, sandbox }) => {
    void sandbox;
    await page.goto(path);
    const content =
      path === '/m/home' ? page.getByRole('img', { name: ready }) : page.getByText(ready);
    await expect(content.first()).toBeVisible();
    expect(await violationsInBothThemes(page)).toEqual({ dark: [], light: [] });
  });
}

test.describe('popups', () => {
  test.use({ seededPopups: true });

  test('axe finds no serious violation in the announcement popup', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({
      announcements: [
        { id: 1, title: 'One', content: '<p>First <a href="/m/news">news</a></p>', execution: 'B' },
        { id: 2, title: 'Two', content: '<p>Second</p>', execution: 'B', promotionType: 'DAILY' },
      ],
    });
    await page.goto('/m/home');
    const popup = page.getByRole('dialog', { name: 'Announcement' });
    await expect(popup).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });

  test('axe finds no serious violation in a welcome popup', async ({ page, sandbox }) => {
    await sandbox.patchMerchant({ announcements: [] });
    await page.goto('/m/home');
    await expect(page.getByRole('dialog', { name: 'Welcome gift' })).toBeVisible();
    expect(await seriousViolations(page, 'dialog[open]')).toEqual([]);
  });
});
