/**
 * Security (issue 6): every XSS and mXSS vector of DOMPurify's own suite plus ours goes through
 * the announcement popup in Chromium. No script may run, and no on* attribute, javascript: or
 * data:text/html URL, script, iframe or object may reach the DOM.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './support/fixtures';
import { EXTRA_PAYLOADS } from './security/extra-payloads';

const vectors = [
  ...(
    JSON.parse(
      readFileSync(join(import.meta.dirname, 'security', 'dompurify-xss-payloads.json'), 'utf8'),
    ) as {
      payloads: { title: string; payload: string }[];
    }
  ).payloads,
  ...EXTRA_PAYLOADS,
];

/** Attributes a browser follows or loads as a URL (a title that reads "javascript:" is text). */
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc',
  'poster', 'background', 'cite', 'ping', 'srcset', 'content']; // prettier-ignore

test('at least 100 vectors, none executes or leaves a dangerous attribute', async ({
  page,
  sandbox,
}) => {
  test.setTimeout(240_000);
  expect(vectors.length).toBeGreaterThanOrEqual(100);
  // Every way a payload could call out flips one flag (alert(1) is the suite's usual probe).
  await page.addInitScript(() => {
    const hit = () => ((window as unknown as { __xss: number }).__xss = 1);
    window.alert = hit;
    window.confirm = () => (hit(), true);
    window.prompt = () => (hit(), '');
    window.print = hit;
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await sandbox.patchMerchant({
    announcements: vectors.map((vector, i) => ({
      id: i + 1,
      title: vector.title,
      content: vector.payload,
      execution: 'B',
    })),
    status: { mobileTemplate: 'dark' },
  });
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the test steps itself
  await page.goto('/m/home');
  const popup = page.getByRole('dialog', { name: 'Announcement' });
  await expect(popup).toBeVisible();

  const problems: string[] = [];
  for (let i = 0; i < vectors.length; i++) {
    await expect(popup.getByText(`${i + 1} / ${vectors.length}`)).toBeVisible();
    // The scan and the step to the next vector in one round trip: about 130 Playwright clicks
    // were most of this test's time. The real controls follow the real slide, which comes before
    // anything a payload draws inside it (a payload may draw its own "Next" button).
    const found = await page.evaluate((URL_ATTRIBUTES) => {
      const dialog = document.querySelector('dialog[open]');
      const out: string[] = [];
      const scan = (root: ParentNode) => {
        for (const el of Array.from(root.querySelectorAll('*'))) {
          if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'BASE', 'META'].includes(el.tagName))
            out.push(`<${el.tagName.toLowerCase()}>`);
          for (const attr of Array.from(el.attributes)) {
            if (/^on/i.test(attr.name)) out.push(`${attr.name} on <${el.tagName.toLowerCase()}>`);
            // Browsers ignore whitespace and control characters inside a URL's scheme.
            const url = Array.from(attr.value)
              .filter((char) => char.charCodeAt(0) > 0x20)
              .join('');
            if (
              URL_ATTRIBUTES.includes(attr.name) &&
              /^(javascript|vbscript|data:text\/html)/i.test(url)
            )
              out.push(`${attr.name}=${attr.value.slice(0, 40)}`);
          }
          if (el instanceof HTMLTemplateElement) scan(el.content);
        }
      };
      if (dialog) scan(dialog);
      const controls = dialog?.querySelector('[aria-roledescription="slide"]')?.nextElementSibling;
      const next = controls?.querySelectorAll(':scope > button')[1];
      if (!(next instanceof HTMLButtonElement) || next.textContent !== 'Next')
        throw new Error('no Next button after the slide');
      next.click();
      return out;
    }, URL_ATTRIBUTES);
    if (found.length) problems.push(`${vectors[i]?.title}: ${found.join(', ')}`);
  }
  // The last Next wrapped round to the first vector.
  await expect(popup.getByText(`1 / ${vectors.length}`)).toBeVisible();
  // Late onerror/onload handlers run once their requests have ended.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page).toHaveURL(/\/m\/home$/);
});
