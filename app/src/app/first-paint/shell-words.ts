/**
 * The words the prerendered shell draws on the sign-in forms, from the language file alone, before
 * the entry script has run: the page's title, the login form's welcome lines and the line that
 * switches to the other form, where LoginPanel and RegisterPanel draw them. A player landing from
 * an affiliate link reads the form's first words one round trip after the HTML (the file comes
 * beside the status call), not after some 117 KB of script; and that line is the page's largest
 * paint. Each slot is an element of shell-markup.ts; locale-preload-script.ts fills it with the
 * language the status decides.
 */
import type { MessageKey } from '../../lib/i18n/messages';
import { Paths } from '../../lib/router/paths';

/** The shell's word slots: the page title, the welcome lines, the switch line and its link. */
export type WordSlot = 'title' | 'lead' | 'sub' | 'ask' | 'link';

/** Each form's path → its slots' message keys, the ones its panel draws. */
export type ShellWords = Record<string, Partial<Record<WordSlot, MessageKey>>>;

const REGISTER = {
  title: 'page.register',
  ask: 'register.haveAccount',
  link: 'header.login',
} as const;

export const SHELL_WORDS: ShellWords = {
  [Paths.login]: {
    title: 'page.login',
    lead: 'login.title',
    sub: 'login.subtitle',
    ask: 'login.noAccount',
    link: 'login.registerLink',
  },
  [Paths.register]: REGISTER,
  [Paths.registerHtml]: REGISTER,
};
