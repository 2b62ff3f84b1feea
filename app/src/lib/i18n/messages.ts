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

/** Replaces `{name}` placeholders; a missing value leaves the placeholder visible for QA. */
export function format(template: string, vars?: MessageVars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}

/**
 * Formats a message in `locale` (an ICU locale, not an app code). Plural messages take the form
 * of `vars.count`'s category and write the count in the locale's digits and grouping.
 */
export function formatMessage(message: Message, locale: string | undefined, vars?: MessageVars) {
  if (typeof message === 'string') return format(message, vars);
  const count = Number(vars?.count ?? 0);
  const form = message[new Intl.PluralRules(locale).select(count)] ?? message.other;
  return format(form, { ...vars, count: new Intl.NumberFormat(locale).format(count) });
}
