/**
 * The safer-gambling warning on the registration form (tool `registrationWarning`):
 * plain text with the minimum age, nothing to tick (a pre-ticked box would be no consent). With
 * the tool off, or before the settings answer, nothing shows.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { useSaferGamblingSettings } from '../../domains/safer-gambling/settings';

export function RegistrationWarning() {
  const { t } = useI18n();
  const settings = useSaferGamblingSettings().data;
  if (!settings?.tools.registrationWarning) return null;
  return (
    <p className="rg-warning" data-testid="registration-warning">
      {t('rg.warning.registration', { age: settings.minimumAge })}
    </p>
  );
}
