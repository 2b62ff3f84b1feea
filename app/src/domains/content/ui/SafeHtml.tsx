/**
 * Server HTML, sanitised in a lazy chunk before it reaches the DOM (domains/content/sanitize-html).
 * Link clicks are routed by the caller: http(s) links open outside, /m paths inside (spec §2).
 * Until the sanitiser has loaded nothing is inserted, so unsanitised markup never renders.
 */
import { useEffect, useState, type MouseEvent } from 'react';

type Sanitize = (html: string) => string;
let sanitizer: Sanitize | null = null;
const loadSanitizer = () => import('../sanitize-html').then((m) => (sanitizer = m.sanitizeHtml));

/**
 * Starts the sanitiser's download ahead of a SafeHtml that is about to show (a popup's delay),
 * then sanitises `htmls` one per task: the task that opens the popup then only inserts them.
 */
export function preloadSanitizer(htmls: readonly string[] = []): void {
  const warm = (sanitize: Sanitize) => {
    for (const html of htmls) setTimeout(() => sanitize(html), 0);
  };
  if (sanitizer) warm(sanitizer);
  else void loadSanitizer().then(warm, () => undefined);
}

export function SafeHtml({
  html,
  className,
  onLink,
}: {
  html: string;
  className?: string;
  /** Called with the raw href of a clicked link; the default navigation is prevented. */
  onLink?: (href: string) => void;
}) {
  const [ready, setReady] = useState(sanitizer !== null);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !onLink) return;
    event.preventDefault();
    onLink(href);
  };

  const safe = ready && sanitizer ? sanitizer(html) : '';
  return (
    // The container only delegates link clicks; the links themselves are the focusable controls.
    // The merchant writes its content in whatever language it has: its own first strong letter
    // sets its direction (English in the Urdu page stays left to right, with its full stop last).
    <div
      className={className}
      dir="auto"
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
