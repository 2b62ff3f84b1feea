// @vitest-environment jsdom
/**
 * The same server HTML is sanitised once: a popup's slides during its delay, not again
 * in the task that opens it or at each autoplay step; the memory kept is bounded.
 */
import type DOMPurifyModule from 'dompurify';
import { describe, expect, it, vi } from 'vitest';

const purifyCalls = vi.hoisted(() => ({ count: 0 }));

vi.mock('dompurify', async (importOriginal) => {
  const real = (await importOriginal<{ default: typeof DOMPurifyModule }>()).default;
  return {
    default: (window: Window & typeof globalThis) => {
      const purify = real(window);
      const sanitize = purify.sanitize.bind(purify);
      purify.sanitize = ((...args: Parameters<typeof sanitize>) => {
        purifyCalls.count++;
        return sanitize(...args);
      }) as typeof purify.sanitize;
      return purify;
    },
  };
});

const { sanitizeHtml } = await import('./sanitize-html');

describe('sanitizeHtml, once per input', () => {
  it('gives the same output again without sanitising again', () => {
    const html = '<p onclick="x()">Hi <a href="https://a.example" target="_blank">a</a></p>';
    const first = sanitizeHtml(html);
    expect(first).not.toContain('onclick');
    expect(sanitizeHtml(html)).toBe(first);
    expect(purifyCalls.count).toBe(1);
  });

  it('keeps at most 32 answers: older ones are sanitised again', () => {
    purifyCalls.count = 0;
    for (let n = 0; n < 33; n++) sanitizeHtml(`<p>${n}</p>`);
    expect(purifyCalls.count).toBe(33);
    sanitizeHtml('<p>0</p>');
    expect(purifyCalls.count).toBe(34);
  });
});
