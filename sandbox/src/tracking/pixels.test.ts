import { describe, expect, it } from 'vitest';
import { servedPixels } from './pixels.ts';

describe('the served pixel settings (contract tracking)', () => {
  it.each([
    [undefined, {}],
    [{}, {}],
    [{ fbPixelId: 7 }, {}],
    [
      { tid: 'T', fbPixelId: 'FB', bigoPixelId: '' },
      {
        tid: 'T',
        fbPixelId: 'FB',
        bigoPixelId: '',
        frame: 'http://127.0.0.1:8080/m/pixel-frame.html',
        scripts: { meta: 'http://127.0.0.1:8080/sandbox-pixel/meta.js' },
      },
    ],
    [
      {
        googleAdsId: 'AW',
        frame: 'https://pixels.example/m/pixel-frame.html',
        scripts: { google: 'https://proxy.example/gtag.js' },
      },
      {
        googleAdsId: 'AW',
        frame: 'https://pixels.example/m/pixel-frame.html',
        scripts: { google: 'https://proxy.example/gtag.js' },
      },
    ],
  ])('%j → %j', (stored, served) => {
    expect(servedPixels(stored, 'http', 'localhost:8080')).toEqual(served);
  });
});
