// @vitest-environment jsdom
/** What of the site status alone rules the download bar out, before the bar decides. */
import { ResourceType } from '@wps/contract/download';
import { describe, expect, it } from 'vitest';
import { APP_LINK_TYPES, barRuledOut } from './bar-slot';

const link = (resourceType: string, url = 'https://example.com/app') => ({ resourceType, url });

describe('barRuledOut', () => {
  it('names the contract’s app links', () => {
    expect(APP_LINK_TYPES).toEqual([
      ResourceType.android,
      ResourceType.ios,
      ResourceType.mobileConfig,
    ]);
  });

  it.each<
    [
      string,
      { hideDownloadBar?: boolean; resources: { resourceType: string; url: string }[] },
      boolean,
    ]
  >([
    ['an Android link', { resources: [link('Android')] }, false],
    ['an iOS link', { resources: [link('IOS')] }, false],
    ['a profile only', { resources: [link('MOBILECONFIG')] }, false],
    ['hidden by the site', { hideDownloadBar: true, resources: [link('Android')] }, true],
    ['no links', { resources: [] }, true],
    ['an icon only', { resources: [link('AppDownloadIcon')] }, true],
    ['an Android link without an address', { resources: [link('Android', '')] }, true],
  ])('%s', (_name, status, out) => {
    expect(barRuledOut(status)).toBe(out);
  });
});
