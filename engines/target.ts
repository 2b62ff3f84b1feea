/**
 * What a journey points at, as a player sees it: an element of a kind (a CSS selector for a role)
 * with an accessible name, optionally inside another. The page finds it itself (in-page.ts), so
 * both engines' clients share one way of looking, close to the roles the Playwright specs use.
 */
export type Name = string | { pattern: string; flags?: string };

export type Target = {
  /** The kinds of element, as a CSS selector list. */
  css: string;
  /** The accessible name: exactly this (whitespace collapsed), or matching the pattern. */
  name?: Name;
  /** Only inside the visible elements this target finds. */
  within?: Target;
};

const of =
  (css: string) =>
  (name?: string | RegExp, within?: Target): Target => ({
    css,
    ...(name === undefined
      ? {}
      : { name: typeof name === 'string' ? name : { pattern: name.source, flags: name.flags } }),
    ...(within ? { within } : {}),
  });

export const button = of('button, [role=button], input[type=submit]');
export const link = of('a[href], [role=link]');
export const heading = of('h1, h2, h3, h4, h5, h6, [role=heading]');
export const dialog = of('[role=dialog], dialog');
export const alertDialog = of('[role=alertdialog]');
/** A text field, a select or a text area, named by its label. */
export const field = of('input:not([type=radio]):not([type=checkbox]), textarea, select');
export const region = of('section[aria-label], section[aria-labelledby], [role=region]');
export const listItem = of('li, [role=listitem]');
export const frame = of('iframe');
export const banner = of('header, [role=banner]');
export const status = of('[role=status], output');
export const testId = (id: string): Target => ({ css: `[data-testid="${id}"]` });
/** Any element whose text (or name) is this: the innermost such element is found first. */
export const text = of('body *');

export const describe = (target: Target): string =>
  `${target.css}${target.name ? ` "${typeof target.name === 'string' ? target.name : `/${target.name.pattern}/`}"` : ''}${target.within ? ` in ${describe(target.within)}` : ''}`;
