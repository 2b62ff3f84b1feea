/**
 * Vite plugin (issue 18 item 2, the critical path): index.html asks for the content (home's
 * banners, every page's announcement popup), on /m/game for the lobby's lanes too, and preloads
 * the status's language file, as soon as its own status call has answered, while the entry
 * script is still on its way (src/lib/boot/boot-content-script.ts); on home it shows the
 * answer's first home banner in the shell. The app takes those answers instead of asking again
 * (src/lib/boot/boot-call.ts). The server's CSP allows the script by its hash, as it does the
 * other inline scripts.
 */
import type { Plugin } from 'vite';
import { ANNOUNCEMENTS_QUERY, ContentApi, HOME_BANNER_GROUP } from '../contract/src/content';
import { GAME_PLATFORM, GameApi } from '../contract/src/games';
import { ModuleId } from '../contract/src/module-ids';
import { Api } from '../contract/src/paths';
import { inlineScriptPlugin } from './inline-script-plugin';
import { bootContentScript } from './src/lib/boot/boot-content-script';
import { LOBBY_FIRST_SCREEN } from './src/domains/games/lobby-first-screen';
import { LANGUAGES } from './src/lib/i18n/languages';
import { CHINESE_PATTERN } from './src/lib/i18n/request-language';
import { HOME_PATHS, Paths } from './src/lib/router/paths';
import { CODE_PATTERN, type StorageKey } from './src/lib/storage/keys';

export function bootContent(): Plugin {
  return inlineScriptPlugin('boot-content', () =>
    bootContentScript({
      statusPath: Api.systemStatus,
      path: ContentApi.announcements,
      query: ANNOUNCEMENTS_QUERY,
      headers: { 'Content-Type': 'application/json', ModuleId: ModuleId.common },
      paths: HOME_PATHS,
      // The lobby's lanes (lib/games/vendor-lanes.ts), and its first lane's first icons: one
      // of them is its largest paint.
      pageCalls: [
        {
          paths: [Paths.game],
          path: GameApi.vendorLanes,
          query: { platform: GAME_PLATFORM },
          icons: LOBBY_FIRST_SCREEN.cards,
        },
      ],
      bannerGroup: HOME_BANNER_GROUP,
      languages: LANGUAGES,
      languageKey: 'language' satisfies StorageKey,
      chinesePattern: CHINESE_PATTERN,
      merchantKey: 'merchant' satisfies StorageKey,
      merchantPattern: CODE_PATTERN,
    }),
  );
}
