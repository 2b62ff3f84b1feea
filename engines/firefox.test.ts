/** The journeys in Firefox (Debian's Firefox ESR over WebDriver BiDi), as Firefox on Android. */
import { firefoxSession } from './puppeteer-client.ts';
import { runJourneys } from './run-journeys.ts';

const FIREFOX_ANDROID_UA = 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0';

runJourneys('firefox', async (baseUrl) => {
  const driver = await firefoxSession(baseUrl, FIREFOX_ANDROID_UA, { width: 360, height: 800 });
  return { driver, stop: () => driver.close() };
});
