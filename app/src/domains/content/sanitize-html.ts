/**
 * Server HTML (announcements, promotions, news, help) made safe to insert: DOMPurify with the
 * HTML profile only (no SVG, no MathML), named properties sanitised against DOM clobbering, and
 * every remaining link forced to rel="noopener noreferrer". Loaded as a lazy chunk: only pages
 * that show server HTML download it.
 */
import DOMPurify from 'dompurify';

const purify = DOMPurify(window);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    node.setAttribute('rel', 'noopener noreferrer');
    // Where a link opens is the app's decision (SafeHtml routes clicks), never the content's.
    node.removeAttribute('target');
  }
});

// The same input always gives the same output, so a popup's slides are sanitised once, during its
// delay (SafeHtml's preloadSanitizer), not again in the task that opens it or on each autoplay.
const sanitized = new Map<string, string>();
const MAX_KEPT = 32;

export function sanitizeHtml(html: string): string {
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = sanitize(html);
    if (sanitized.size >= MAX_KEPT) sanitized.clear();
    sanitized.set(html, safe);
  }
  return safe;
}

function sanitize(html: string): string {
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    SANITIZE_NAMED_PROPS: true,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    ALLOW_DATA_ATTR: false,
  });
}
