/**
 * Vite plugin: index.html asks for the content (home's banners, every page's announcement
 * popup), on /m/game for the lobby's lanes too, and preloads the status's language file, as soon
 * as its own status call has answered, while the entry script is still on its way
 * (src/app/first-paint/boot-content-script.ts); on home it shows the answer's first home banner
 * in the shell. The app takes those answers instead of asking again (src/lib/api/boot-call.ts).
 */
import type { Plugin } from 'vite';
import { ANNOUNCEMENTS_QUERY, ContentApi, HOME_BANNER_GROUP } from '../../../contract/src/content';
import { Api } from '../../../contract/src/paths';
import type bootContentScript from '../../src/app/first-paint/boot-content-script';
import { LOBBY_FIRST_SCREEN } from '../../src/domains/games/lobby-first-screen';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import { CHINESE_PATTERN } from '../../src/lib/i18n/request-language';
import { HOME_PATHS } from '../../src/lib/router/paths';
import { CODE_PATTERN, type StorageKey } from '../../src/lib/storage/keys';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';
import { inlineScriptPlugin } from './inline-script-plugin';
import { CONTENT_HEADERS, LOBBY_LANES_CALL } from './page-calls';

export function bootContent(): Plugin {
  return inlineScriptPlugin('boot-content', () =>
    compileInlineScript<typeof bootContentScript>(firstPaintScript('boot-content-script'), {
      statusPath: Api.systemStatus,
      path: ContentApi.announcements,
      query: ANNOUNCEMENTS_QUERY,
      headers: CONTENT_HEADERS,
      paths: HOME_PATHS,
      // The lobby's lanes (domains/games/vendor-lanes.ts), and its first lane's first icons: one
      // of them is its largest paint.
      pageCalls: [{ ...LOBBY_LANES_CALL, icons: LOBBY_FIRST_SCREEN.cards }],
      bannerGroup: HOME_BANNER_GROUP,
      languages: LANGUAGES,
      languageKey: 'language' satisfies StorageKey,
      languagePattern: CODE_PATTERN,
      chinesePattern: CHINESE_PATTERN,
      merchantKey: 'merchant' satisfies StorageKey,
      merchantPattern: CODE_PATTERN,
    }),
  );
}
