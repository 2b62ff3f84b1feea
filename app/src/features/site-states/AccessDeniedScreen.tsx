/**
 * The access-denied screen (spec §2): the title in the player's language and, when that is not
 * English, in English too (a blocked visitor may not read the site's language); their IP; the
 * location or IP restriction apology; contact us.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';

/** The English title, kept here because the English locale is not loaded for other languages. */
export const ACCESS_DENIED_EN = 'Access denied';

export default function AccessDeniedScreen({
  ip,
  onContactUs,
}: {
  ip: string;
  onContactUs: () => void;
}) {
  const { t } = useI18n();
  const title = t('denied.title');
  return (
    <section className="state-screen" aria-labelledby="state-title">
      <span className="state-icon" aria-hidden="true">
        <Icon name="alert" size={44} />
      </span>
      <h1 id="state-title" className="page-title">
        {title}
        {title !== ACCESS_DENIED_EN ? (
          <span className="state-subtitle" lang="en" dir="ltr">
            {ACCESS_DENIED_EN}
          </span>
        ) : null}
      </h1>
      {ip ? (
        <p className="state-detail" data-testid="denied-ip">
          {t('denied.ip', { ip: '\u2066' + ip + '\u2069' })}
        </p>
      ) : null}
      <p className="muted">{t('denied.apology')}</p>
      <div className="state-actions">
        <Button variant="secondary" onClick={onContactUs}>
          {t('common.contactUs')}
        </Button>
      </div>
    </section>
  );
}
