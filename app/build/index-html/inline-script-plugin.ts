/**
 * A build plugin that puts one inline script in index.html in place of `<!-- name -->`, once the
 * bundle's file names are known. The script is compiled from its typed source
 * (compile-inline-script.ts), in a function of its own. The server's CSP allows each such script
 * by its hash, computed from the built index.html (sandbox/src/http/security-headers.ts).
 */
import type { IndexHtmlTransformContext, Plugin } from 'vite';

export type OutputBundle = NonNullable<IndexHtmlTransformContext['bundle']>;

export function inlineScriptPlugin(
  name: string,
  script: (bundle: OutputBundle, base: string) => Promise<string>,
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
      async handler(html, ctx) {
        const code = await script(ctx.bundle ?? {}, base);
        if (!html.includes(placeholder)) throw new Error(`${name}: no ${placeholder}`);
        return html.replace(placeholder, `<script>${code}</script>`);
      },
    },
  };
}
