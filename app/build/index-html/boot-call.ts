/**
 * Vite plugin: index.html asks for the site status while the entry script is still on its way
 * (src/app/first-paint/boot-call-script.ts), with the headers the request layer sends for it (the
 * stored language, src/lib/api/context.ts); the app takes that answer instead of asking again
 * (src/lib/api/boot-call.ts), rather than waiting for the entry to download and run, then for the
 * status round trip. A player coming back has the lobby's lanes asked for beside it.
 */
import type { Plugin } from 'vite';
import { ModuleId } from '../../../contract/src/module-ids';
import { Api } from '../../../contract/src/paths';
import type bootCallScript from '../../src/app/first-paint/boot-call-script';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import { CHINESE_PATTERN, DEFAULT_LANGUAGE } from '../../src/lib/i18n/request-language';
import { CODE_PATTERN, type StorageKey } from '../../src/lib/storage/keys';
import { compileInlineScript, firstPaintScript } from './compile-inline-script';
import { inlineScriptPlugin } from './inline-script-plugin';
import { CONTENT_HEADERS, LOBBY_LANES_CALL } from './page-calls';

export function bootCall(): Plugin {
  return inlineScriptPlugin('boot-call', () =>
    compileInlineScript<typeof bootCallScript>(firstPaintScript('boot-call-script'), {
      path: Api.systemStatus,
      headers: {
        'Content-Type': 'application/json',
        Language: DEFAULT_LANGUAGE.shared,
        ModuleId: ModuleId.common,
      },
      merchantKey: 'merchant' satisfies StorageKey,
      languageKey: 'language' satisfies StorageKey,
      languages: LANGUAGES,
      chinesePattern: CHINESE_PATTERN,
      merchantPattern: CODE_PATTERN,
      lastLanguageKey: 'lastLanguage' satisfies StorageKey,
      pageHeaders: CONTENT_HEADERS,
      pageCalls: [LOBBY_LANES_CALL],
    }),
  );
}
