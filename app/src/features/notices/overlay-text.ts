import type { Translate } from '../../lib/i18n/i18n';
import type { OverlayText } from '../../lib/overlays/overlays';

export function textOf(t: Translate, text: OverlayText): string {
  return 'key' in text ? t(text.key, text.vars) : text.text;
}
