import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { shellMarkup, svgDataUrl } from './shell-markup';

const PREFIX = 'data:image/svg+xml,';

describe('svgDataUrl', () => {
  it.each([
    ['plain', '<svg/>', '<svg/>'],
    ['double quotes become single', '<svg a="1"/>', "<svg a='1'/>"],
    ['a colour', "<svg fill='#14171f'/>", "<svg fill='#14171f'/>"],
    ['a percent and a query mark', "<svg w='50%' q='?'/>", "<svg w='50%' q='?'/>"],
    ['line breaks and outer space', '  <svg>\n<g/>\r\n</svg>\n', '<svg>\n<g/>\r\n</svg>'],
  ])('%s: decodes to the same image', (_name, svg, decoded) => {
    const url = svgDataUrl(svg);
    expect(url.startsWith(PREFIX)).toBe(true);
    expect(decodeURIComponent(url.slice(PREFIX.length))).toBe(decoded);
    // Nothing that would end the attribute, start a fragment or break the URL.
    expect(url).not.toMatch(/["#<>\r\n?]/);
  });

  it('the shell carries the app icon inline, no request of its own', () => {
    const icon = readFileSync(new URL('../../../public/icon.svg', import.meta.url), 'utf8');
    const markup = shellMarkup(svgDataUrl(icon));
    const src = /<div class="sh-head"><img src="([^"]+)"/.exec(markup)?.[1];
    expect(src && decodeURIComponent(src.slice(PREFIX.length))).toBe(
      icon.trim().replace(/"/g, "'"),
    );
  });
});
