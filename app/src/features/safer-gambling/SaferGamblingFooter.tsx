/**
 * The safer-gambling footer on every page: the minimum age, a short message and the
 * way to the responsible-gaming page in one tap. Mounted by the shell after the first paint, and
 * only on a site that offers a tool: with every tool off nothing is drawn, as before.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import {
  offersSaferGambling,
  useSaferGamblingSettings,
} from '../../domains/safer-gambling/settings';
import { AppLink } from '../../ui/AppLink';
import './safer-gambling.css';

export default function SaferGamblingFooter() {
  const { t } = useI18n();
  const settings = useSaferGamblingSettings().data;
  if (!settings || !offersSaferGambling(settings)) return null;
  const age = settings.minimumAge;
  return (
    <footer className="rg-footer" aria-label={t('rg.footer.label')}>
      <span className="rg-age" dir="ltr">
        {age}+
      </span>
      <span className="rg-footer-text">{t('rg.footer.message', { age })}</span>
      <AppLink className="rg-footer-link" to={Paths.saferGambling}>
        {t('rg.footer.link')}
      </AppLink>
    </footer>
  );
}
