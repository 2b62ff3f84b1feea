/** What index.html's shell script knows (app/prerender-shell.ts): the pages' skeletons, the languages. */
import { LANGUAGE_INFO, LANGUAGES } from '../../lib/i18n/languages';
import { HOME_PATHS, Paths } from '../../lib/router/paths';
import type { ShellPages } from './shell-script';

export const SHELL_PAGES: ShellPages = {
  kinds: {
    home: HOME_PATHS,
    game: [Paths.game],
    form: [Paths.login, Paths.register, Paths.registerHtml],
  },
  languages: Object.fromEntries(
    LANGUAGES.map((code) => [code, [LANGUAGE_INFO[code].htmlLang, LANGUAGE_INFO[code].dir]]),
  ),
};
