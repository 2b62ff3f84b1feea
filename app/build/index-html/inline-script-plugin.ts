/**
 * A build plugin that puts one inline script in index.html in place of `<!-- name -->`, once the
 * bundle's file names are known (the preload scripts of issue 18). The server's CSP allows each
 * such script by its hash, computed from the built index.html (sandbox/src/csp.ts).
 *
 * Each runs in a function of its own: their `var`s were globals, and one script's overwrote
 * another's (boot-call's `m` and locale-preload's, both `p`s), where a function called later
 * reads them; a late `var a` would have made the status call's abort cancel something else. What
 * a script leaves for another it sets on `window` by name (the `__wps…` globals).
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

export function inlineScriptPlugin(
  name: string,
  script: (bundle: OutputBundle, base: string) => string,
): Plugin {
  const placeholder = `<!-- ${name} -->`;
  let base = '/';
  return {
    name: `wps-${name}`,
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const body = script(ctx.bundle ?? {}, base);
        if (!html.includes(placeholder)) throw new Error(`${name}: no ${placeholder}`);
        return html.replace(placeholder, `<script>\n(function () {\n${body}\n})();\n</script>`);
      },
    },
  };
}
