/**
 * Which browser a phone page runs in, for the install prompt (spec §2, §4): Chrome installs the
 * web app itself; other Android browsers get an open-in-Chrome link, and the in-app browsers of
 * social apps, which often refuse to hand a link to another app, a copy-link button as well.
 * Beside platform.ts (the platform and shell) and read only by lazy chunks: none of it is on the
 * first paint.
 */
export type Browser = 'chrome' | 'social' | 'other';

/** Facebook, Messenger, Instagram, LINE, TikTok, WeChat, X/Twitter, Snapchat, Telegram, Zalo. */
const SOCIAL =
  /FBAN|FBAV|FB_IAB|FB4A|Messenger|Instagram|\bLine\/|musical_ly|TikTok|Bytedance|MicroMessenger|Twitter|Snapchat|Telegram|Zalo/i;
/** Chromium-based browsers and web views that are not Chrome itself. */
const NOT_CHROME =
  /; wv\)|SamsungBrowser|EdgA|OPR\/|Opera|YaBrowser|UCBrowser|MiuiBrowser|HeyTap|Vivo|Silk|DuckDuckGo|Brave/i;

export function browserOf(userAgent: string): Browser {
  if (SOCIAL.test(userAgent)) return 'social';
  return /\bChrome\/\d/.test(userAgent) && !NOT_CHROME.test(userAgent) ? 'chrome' : 'other';
}

/**
 * Opens this page in Chrome on Android (an intent link), falling back to the page itself where
 * Chrome is missing.
 */
export function chromeIntentUrl(href: string): string {
  const url = new URL(href);
  const scheme = url.protocol.replace(':', '');
  return `intent://${url.host}${url.pathname}${url.search}#Intent;scheme=${scheme};package=com.android.chrome;S.browser_fallback_url=${encodeURIComponent(href)};end`;
}
