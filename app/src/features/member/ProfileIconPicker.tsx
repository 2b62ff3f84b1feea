/** Choosing a profile icon (spec §3 gw.PROFILE_ICON_COUNT): the site's count, one tap picks. */
import { useI18n } from '../../lib/i18n/i18n';
import { pickProfileIcon } from '../../domains/member/profile-icon';
import { ProfileIcon } from '../../domains/member/ui/ProfileIcon';
import { Dialog } from '../../ui/Dialog';

export default function ProfileIconPicker({
  userName,
  count,
  current,
  onClose,
}: {
  userName: string;
  count: number;
  current: number | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const icons = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <Dialog title={t('member.profileIcon.title')} closeLabel={t('common.close')} onClose={onClose}>
      <ul className="profile-icon-grid">
        {icons.map((icon) => (
          <li key={icon}>
            <button
              type="button"
              className="profile-icon-choice"
              aria-label={t('member.profileIcon.option', { n: icon })}
              aria-pressed={icon === current}
              onClick={() => {
                pickProfileIcon(userName, icon);
                onClose();
              }}
            >
              <ProfileIcon icon={icon} count={count} size={48} />
            </button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
