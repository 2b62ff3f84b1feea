import { platformOf, type PlatformSignals } from './platform';

/** Real user agents of the platforms the app-download tests decide for. */
export const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  iphone17: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  iphone16: 'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iphone10: 'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Version/10.0 Mobile/14E277 Safari/602.1',
  ipad12: 'Mozilla/5.0 (iPad; CPU OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1.2 Mobile/15E148 Safari/604.1',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
}; // prettier-ignore

/** The signals of a phone with `userAgent`, in a browser tab unless `rest` says otherwise. */
export const signalsFor = (
  userAgent: string,
  rest: Partial<PlatformSignals> = {},
): PlatformSignals => ({
  userAgent,
  nativeBridge: false,
  iosStandalone: false,
  displayStandalone: false,
  maxTouchPoints: 0,
  ...rest,
});

/** The platform of a phone with `userAgent`, in a browser tab unless `rest` says otherwise. */
export const platformFor = (userAgent: string, rest: Partial<PlatformSignals> = {}) =>
  platformOf(signalsFor(userAgent, rest));
