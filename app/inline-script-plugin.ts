/**
 * A build plugin that puts one inline script in index.html in place of `<!-- name -->`, once the
 * bundle's file names are known (the preload scripts of issue 18). The server's CSP allows each
 * such script by its hash, computed from the built index.html (sandbox/src/csp.ts).
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
        return html.replace(placeholder, `<script>\n${body}\n</script>`);
      },
    },
  };
}
