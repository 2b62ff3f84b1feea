/** Message keys are typed from the source locale; other locales must have exactly these keys. */
import type en from './locales/en.json';

export type Messages = typeof en;
export type MessageKey = keyof Messages;

/** Replaces `{name}` placeholders; a missing value leaves the placeholder visible for QA. */
export function format(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
