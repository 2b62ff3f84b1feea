/**
 * Vite plugin (issue 18 item 2, the critical path): index.html asks for the site status while
 * the entry script is still on its way (src/lib/boot/boot-call-script.ts), with the headers the
 * request layer sends for it (the stored language, src/lib/api/context.ts); the app takes that answer
 * instead of asking again (src/lib/boot/boot-call.ts). Before, the first screen waited for the
 * entry to download and run, then for the status round trip. The server's CSP allows the
 * script by its hash, as it does the other inline scripts.
 */
import type { Plugin } from 'vite';
import { ModuleId } from '../../../contract/src/module-ids';
import { Api } from '../../../contract/src/paths';
import { inlineScriptPlugin } from './inline-script-plugin';
import { bootCallScript } from '../../src/app/first-paint/boot-call-script';
import { LANGUAGES } from '../../src/lib/i18n/languages';
import { CHINESE_PATTERN, DEFAULT_LANGUAGE } from '../../src/lib/i18n/request-language';
import { CODE_PATTERN, type StorageKey } from '../../src/lib/storage/keys';

export function bootCall(): Plugin {
  return inlineScriptPlugin('boot-call', () =>
    bootCallScript({
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
    }),
  );
}
