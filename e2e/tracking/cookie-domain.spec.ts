import { expect, test } from '../support/fixtures';

// Two-part public suffixes resolved to the sandbox: the browser itself decides which Domain it
// accepts, as it would on an operator's real host name.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--host-resolver-rules=MAP *.example.com.br 127.0.0.1, MAP *.example.co.uk 127.0.0.1',
    ],
  },
});

for (const host of ['www.example.com.br', 'www.example.co.uk']) {
  test(`on ${host} the device id cookie is kept on the widest domain the browser accepts`, async ({
    page,
    context,
    sandbox,
  }) => {
    const port = new URL(sandbox.url).port;
    // The login form keeps the device id it sends (and aligns it with the image CDN's).
    await page.goto(`http://${host}:${port}/m/login`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    const registrable = host.replace(/^www/, '');
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'deviceId')?.domain)
      .toBe(registrable);
    const stored = await page.evaluate(() => localStorage.getItem('deviceId'));
    const cookie = (await context.cookies()).find((c) => c.name === 'deviceId');
    expect(cookie?.value).toBe(stored);
  });
}
