/** Message keys are typed from the source locale; other locales must have exactly these keys. */
import type en from './locales/en.json';

export type Messages = typeof en;
export type MessageKey = keyof Messages;

/**
 * A message with a `{count}`: one text per CLDR plural category of the language (`one`, `few`,
 * `many`, ...), chosen by `Intl.PluralRules`; `other` is always there and is the fallback.
 */
export type PluralForms = { [category in Intl.LDMLPluralRule]?: string } & { other: string };
export type Message = string | PluralForms;
export type MessageVars = Record<string, string | number>;

/** First strong isolate and pop directional isolate (Unicode bidi, UAX #9). */
const FSI = '\u2068';
const PDI = '\u2069';
/** Hebrew, Arabic (Urdu's script), Syriac, Thaana, NKo and their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;
/** Sets a value apart for the bidi algorithm: laid out on its own, in its own direction. */
export function isolate(value: string): string {
  return FSI + value + PDI;
}

/**
 * A value set inside a sentence keeps its own direction: a Latin VIP name in an Urdu sentence,
 * or an Urdu name in an English one, is laid out on its own and does not drag the words and
 * numbers around it to its side. So a text value is isolated whenever right-to-left script is
 * in play: the sentence's language runs right to left, or the value holds such script. Text that
 * is left to right on both sides is laid out in reading order whatever isolates it carries, so
 * there it goes in bare. Numbers the app writes itself (a count) never need one.
 */
function interpolated(value: string | number, rightToLeft: boolean): string {
  if (typeof value == 'number') return String(value);
  return rightToLeft || RIGHT_TO_LEFT.test(value) ? isolate(value) : value;
}

/**
 * Replaces `{name}` placeholders; a missing value leaves the placeholder visible for QA.
 * `rightToLeft`: the sentence's language runs right to left (every text value is isolated).
 */
export function format(template: string, vars?: MessageVars, rightToLeft = false): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : interpolated(value, rightToLeft);
  });
}

/**
 * Formats a message in `locale` (an ICU locale, not an app code). Plural messages take the form
 * of `vars.count`'s category and write the count in the locale's digits and grouping.
 * `rightToLeft`: the language's sentences run right to left (Urdu; not Urdu in Latin script).
 */
export function formatMessage(
  message: Message,
  locale: string | undefined,
  vars?: MessageVars,
  rightToLeft = false,
) {
  if (typeof message === 'string') return format(message, vars, rightToLeft);
  const count = Number(vars?.count ?? 0);
  const form = message[new Intl.PluralRules(locale).select(count)] ?? message.other;
  // The count is the app's own figure in the locale's digits: written in place, not isolated.
  const written = form.replace(/\{count\}/g, new Intl.NumberFormat(locale).format(count));
  return format(written, vars, rightToLeft);
}
