/**
 * The top download bar (spec §2): the app icon (AppDownloadIcon, else the site's), the app's
 * name, the 5.0 rating (spec §9), a gift when the APP_DOWNLOAD promotion is enabled, a download
 * button and a close button that hides it for the session (hideDownloadBar, spec §4).
 * It sits in the page's flow right under the header and scrolls away with the page: it covers
 * nothing, and the header keeps the login and language buttons within reach.
 */
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../../ui/Icon';

/** Spec §9: the bar's rating text. */
export const BAR_RATING = '5.0';

// Drawn stars, not the ★ character: its font fallback cost the first layout 8 ms on a desktop.
const STARS = [1, 2, 3, 4, 5];
const STAR_PATH = 'M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z';

export function DownloadBar({
  icon,
  gift,
  onDownload,
  onClose,
}: {
  icon: string;
  gift: boolean;
  onDownload: () => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  return (
    <aside className="download-bar" aria-label={t('appDownload.barLabel')}>
      <img className="download-bar-icon" src={icon} alt="" width={40} height={40} />
      <div className="download-bar-text">
        <p className="download-bar-name">{t('app.name')}</p>
        <p className="download-bar-rating">
          <span aria-hidden="true">
            <span className="download-bar-stars">
              {STARS.map((star) => (
                <svg key={star} width="12" height="12" viewBox="0 0 24 24" fill="currentColor">
                  <path d={STAR_PATH} />
                </svg>
              ))}
            </span>{' '}
            {BAR_RATING}
          </span>
          <span className="visually-hidden">{t('appDownload.rating', { rating: BAR_RATING })}</span>
        </p>
      </div>
      {gift ? (
        <span className="download-bar-gift" role="img" aria-label={t('appDownload.gift')}>
          <Icon name="gift" size={22} />
        </span>
      ) : null}
      <button type="button" className="btn btn-primary btn-small" onClick={onDownload}>
        {t('appDownload.download')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('appDownload.closeBar')}
        onClick={onClose}
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
