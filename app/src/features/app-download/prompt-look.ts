/**
 * The prompt's `theme` setting (spec §3): "light" or "white" (or 2) and "dark" or "black" (or 1)
 * pick one of the app's two themes for the prompt alone; anything else keeps the site's theme.
 */
import type { DownloadSettings } from '@wps/contract/download';
import { textOf } from './settings';

export function promptTheme(settings: DownloadSettings): 'dark' | 'light' | undefined {
  const value = textOf(settings, 'theme').toLowerCase();
  if (/^(light|white|2)$/.test(value)) return 'light';
  if (/^(dark|black|1)$/.test(value)) return 'dark';
  return undefined;
}
