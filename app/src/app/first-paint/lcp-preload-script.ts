/**
 * index.html's image preload (build/index-html/lcp-preload.ts): on a home address it preloads
 * the image the last visit's home painted as its largest element (the first banner, remembered
 * in `lcp_image`), so that the image downloads beside the entry script instead of after the
 * script, the content chunk and the content call. The stored value is read as lib/storage writes
 * it (JSON) and checked with the key's own rule (lib/storage/lcp-image-url); anything else
 * preloads nothing.
 *
 * It also hands the image to the page's banner boxes as `--lcp-banner` on <html>: the shell's
 * and then home's skeleton (one rule in styles/shell.css) show it as soon as it is in, in the
 * place and size of the carousel's first slide, so that the largest paint of a repeat visit is
 * that image.
 *
 * Both steps are one function left on `window` (SHOW_BANNER_GLOBAL), which the content call's
 * script (boot-content-script.ts) calls again with the first banner the answer names: on a first
 * visit that starts the image as soon as the answer is in, and a changed first banner replaces
 * the remembered one before the app has run. The first step alone is a function too
 * (PRELOAD_IMAGE_GLOBAL): that script preloads the lobby's first game icons with it, from the
 * lanes answer, under the same rule. On the lobby's own address it preloads the icons its last
 * visit drew first (`lobby_icons`, features/game/lobby-icons.ts), so that a player coming back
 * asks for the lobby's largest paint from the HTML, before the status and the lanes answer.
 */
import type { StorageKey } from '../../lib/storage/keys';
import {
  LCP_IMAGES_MAX,
  LCP_IMAGE_MAX_LENGTH,
  LCP_IMAGE_URL,
} from '../../lib/storage/lcp-image-url';

const KEY: StorageKey = 'lcp_image';
const ICONS_KEY: StorageKey = 'lobby_icons';

export type LcpPreloadScriptInput = {
  /** The addresses of home, whose largest paint is the first banner. */
  homePaths: readonly string[];
  /** The addresses of the lobby, whose largest paint is one of its first icons. */
  lobbyPaths: readonly string[];
};

/** The CSS custom property the banner boxes read; a `url("…")` value. */
export const LCP_BANNER_VAR = '--lcp-banner';

/** The function that preloads an image address and shows it in the banner boxes. */
export const SHOW_BANNER_GLOBAL = '__wpsShowBanner';

/** The function that preloads an image address, if it passes the rule; true when it does. */
export const PRELOAD_IMAGE_GLOBAL = '__wpsPreloadImage';

type ImageWindow = {
  [PRELOAD_IMAGE_GLOBAL]?: (url: unknown) => boolean;
  [SHOW_BANNER_GLOBAL]?: (url: unknown) => void;
};

export default function lcpPreloadScript(input: LcpPreloadScriptInput): void {
  try {
    const win = window as unknown as ImageWindow;
    const preload = (win[PRELOAD_IMAGE_GLOBAL] = (url) => {
      if (typeof url != 'string' || url.length >= LCP_IMAGE_MAX_LENGTH || !LCP_IMAGE_URL.test(url))
        return false;
      let link: HTMLLinkElement | null = document.createElement('link');
      // No crossorigin, as the <img> asks: the image's own request then takes this answer.
      link.rel = 'preload';
      link.as = 'image';
      link.setAttribute('fetchpriority', 'high');
      link.href = url;
      // Once per address, compared resolved: the stored path and the content's full URL match.
      const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel=preload]');
      for (let i = 0; link && i < links.length; i++)
        if ((links[i] as HTMLLinkElement).href === link.href) link = null;
      if (link) document.head.appendChild(link);
      return true;
    });
    const show = (win[SHOW_BANNER_GLOBAL] = (url) => {
      if (!preload(url)) return;
      // Quotes are the one character the rule lets through that would end a CSS string; %22 is
      // how the URL parser sends them anyway, so the background asks for the preloaded address.
      const value = `url("${(url as string).replace(/"/g, '%22')}")`;
      document.documentElement.style.setProperty(LCP_BANNER_VAR, value);
    });
    if (input.homePaths.indexOf(location.pathname) >= 0)
      show(JSON.parse(localStorage.getItem(KEY) as string) as unknown);
    if (input.lobbyPaths.indexOf(location.pathname) >= 0) {
      // The key's rule (lib/storage/lcp-image-url isLcpImageUrls): a short list; each address
      // is checked by the preload itself.
      const icons = JSON.parse(localStorage.getItem(ICONS_KEY) as string) as unknown;
      if (Array.isArray(icons) && icons.length <= LCP_IMAGES_MAX)
        for (const icon of icons as unknown[]) preload(icon);
    }
  } catch {
    // Storage refused or not JSON: nothing is preloaded.
  }
}
