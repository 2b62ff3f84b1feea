/**
 * Themes are CSS custom-property sets (styles/tokens.css) picked by the site's mobileTemplate.
 * Unknown templates fall back to the dark default; the choice is stored so that index.html can
 * apply it before the first paint on the next visit.
 */
import { writeStored } from '../../lib/storage/storage';

export type Theme = 'dark' | 'light';

export function themeFor(mobileTemplate: string | undefined): Theme {
  return mobileTemplate && /light|white/i.test(mobileTemplate) ? 'light' : 'dark';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  const color = getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim();
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', color || '#0f1115');
  writeStored('theme', theme);
}
