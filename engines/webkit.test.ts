/** The journeys in WebKit (WebKitGTK's MiniBrowser through WebKitWebDriver), as an iPhone. */
import { runJourneys } from './run-journeys.ts';
import { webKitSession } from './webdriver-client.ts';
import { startWebKitDriver } from './webkit-driver.ts';

/** Every browser on an iPhone is WebKit: this engine plays the market's iPhones. */
const IPHONE_17_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

runJourneys('webkit', async (baseUrl) => {
  const running = await startWebKitDriver();
  try {
    const driver = await webKitSession(running, baseUrl, IPHONE_17_UA, { width: 390, height: 844 });
    return {
      driver,
      stop: async () => {
        await driver.close();
        await running.stop();
      },
    };
  } catch (error) {
    await running.stop();
    throw error;
  }
});
