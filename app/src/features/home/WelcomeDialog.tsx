/** One welcome image popup: the image is the link (banner click router), the close button labelled. */
import type { Banner } from '@wps/contract/content';
import { bannerDestination } from '../../domains/content/banner-route';
import { useFollowDestination, useLinkContext } from '../../domains/content/useDestination';
import { useI18n } from '../../lib/i18n/i18n';
import { useSiteStatus } from '../../domains/site/status';
import { Dialog } from '../../ui/Dialog';
import { LazyImage } from '../../ui/LazyImage';

export default function WelcomeDialog({
  banner,
  onClose,
}: {
  banner: Banner;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const status = useSiteStatus();
  const linkContext = useLinkContext();
  const follow = useFollowDestination();
  const open = () => {
    onClose();
    follow(
      bannerDestination(banner, {
        ...linkContext,
        beforeLoginGoRegister: status.data?.beforeLoginGoRegister ?? false,
      }),
    );
  };
  return (
    <Dialog
      title={banner.title || t('welcome.title')}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <button type="button" className="banner-button" onClick={open} data-testid="welcome-image">
        <LazyImage
          src={banner.url}
          alt={banner.title ?? ''}
          width={600}
          height={450}
          eager
          fallbackLabel={t('image.unavailable')}
        />
      </button>
    </Dialog>
  );
}
