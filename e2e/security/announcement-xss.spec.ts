/**
 * Security: every XSS and mXSS vector of DOMPurify's own suite plus ours goes through
 * the announcement popup in Chromium. No script may run, and no on* attribute, javascript: or
 * data:text/html URL, script, iframe or object may reach the DOM.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { EXTRA_PAYLOADS } from './extra-payloads';
import { networkQuiet } from '../support/network-quiet';

const vectors = [
  ...(
    JSON.parse(readFileSync(join(import.meta.dirname, 'dompurify-xss-payloads.json'), 'utf8')) as {
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

  // The whole walk runs in the page: about 130 steps of Playwright round trips (a wait, a scan
  // and a click each) were most of this test's time. Each step still waits for its vector to be
  // drawn, scans the open dialog and presses the carousel's own Next button. The real controls
  // follow the real slide, which comes before anything a payload draws inside it.
  const found = await page.evaluate(
    async ({ URL_ATTRIBUTES, total }) => {
      const slide = () => document.querySelector('dialog[open] [aria-roledescription="slide"]');
      const shows = (n: number) =>
        new Promise<void>((resolve, reject) => {
          const until = performance.now() + 10_000;
          const check = () => {
            const counter = slide()?.nextElementSibling?.querySelector(':scope > span');
            if (counter?.textContent === `${n} / ${total}`) resolve();
            else if (performance.now() > until) reject(new Error(`vector ${n} never showed`));
            else requestAnimationFrame(check);
          };
          check();
        });
      const scan = (root: ParentNode, out: string[]) => {
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
          if (el instanceof HTMLTemplateElement) scan(el.content, out);
        }
      };
      const perVector: string[][] = [];
      let drawn = 0;
      const scanShown = (out: string[]) => {
        const dialog = document.querySelector('dialog[open]');
        if (dialog) scan(dialog, out);
        if (slide()?.querySelector('.rich-text')?.hasChildNodes()) drawn++;
      };
      for (let i = 0; i < total; i++) {
        await shows(i + 1);
        const out: string[] = [];
        scanShown(out);
        perVector.push(out);
        const next = slide()?.nextElementSibling?.querySelectorAll(':scope > button')[1];
        if (!(next instanceof HTMLButtonElement) || next.textContent !== 'Next')
          throw new Error(`no Next button after vector ${i + 1}`);
        next.click();
      }
      // The last Next wraps round to the first vector: scanned again, since the sanitiser's
      // chunk may still have been on its way when the first one was shown (nothing drawn yet).
      await shows(1);
      scanShown(perVector[0] ?? []);
      return { perVector, drawn };
    },
    { URL_ATTRIBUTES, total: vectors.length },
  );
  expect(found.perVector).toHaveLength(vectors.length);
  // The payloads were drawn at all (sanitised HTML in the slide), so the scans looked at them.
  expect(found.drawn).toBeGreaterThan(vectors.length / 2);
  const problems = found.perVector.flatMap((out, i) =>
    out.length ? [`${vectors[i]?.title}: ${out.join(', ')}`] : [],
  );
  // Late onerror/onload handlers run once their requests have ended.
  await networkQuiet(page);
  expect(problems).toEqual([]);
  expect(dialogs).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  await expect(page).toHaveURL(/\/m\/home$/);
});
