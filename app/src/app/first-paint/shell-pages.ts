/** What index.html's shell script knows (build/index-html/prerender-shell.ts): the pages' skeletons, the languages. */
// Relative, not @wps/contract: vite.config.ts loads this module, and Node reads the package's
// TypeScript only when it is bundled with the config.
import { NATIVE_UA_TOKEN } from '../../../../contract/src/download';
import { LANGUAGE_INFO, LANGUAGES } from '../../lib/i18n/languages';
import { APP_MODE_PARAM } from '../../lib/router/carry-params';
import { HOME_PATHS, Paths } from '../../lib/router/paths';
import type { ShellPages } from './shell-script';

export const SHELL_PAGES: ShellPages = {
  nativeToken: NATIVE_UA_TOKEN,
  appModeParam: APP_MODE_PARAM,
  kinds: {
    home: HOME_PATHS,
    game: [Paths.game],
    login: [Paths.login],
    register: [Paths.register, Paths.registerHtml],
  },
  languages: Object.fromEntries(
    LANGUAGES.map((code) => [code, [LANGUAGE_INFO[code].htmlLang, LANGUAGE_INFO[code].dir]]),
  ),
};
