/**
 * The member home's avatar: the profile icon the member picked, or the plain figure; a tap
 * opens the picker (its own chunk: the dialog is not on the page's first paint).
 */
import { useState } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useSiteStatus } from '../../domains/site/status';
import { profileIconCount, useProfileIcon } from '../../domains/member/profile-icon';
import { ProfileIcon } from '../../domains/member/ui/ProfileIcon';
import { Icon } from '../../ui/Icon';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import '../../styles/profile-icon.css';

const ProfileIconPicker = lazyPart(() => import('./ProfileIconPicker'));

export function MemberAvatar({ userName }: { userName: string }) {
  const { t } = useI18n();
  const count = profileIconCount(useSiteStatus().data?.gw.PROFILE_ICON_COUNT);
  const icon = useProfileIcon(userName, count);
  const [picking, setPicking] = useState(false);
  return (
    <>
      <button
        type="button"
        className="avatar avatar-button"
        aria-label={t('member.profileIcon.change')}
        aria-haspopup="dialog"
        data-testid="member-avatar"
        onClick={() => setPicking(true)}
      >
        {icon ? (
          <ProfileIcon icon={icon} count={count} size={56} />
        ) : (
          <Icon name="user" size={32} />
        )}
      </button>
      {picking ? (
        <LazyDialog onClose={() => setPicking(false)}>
          <ProfileIconPicker
            userName={userName}
            count={count}
            current={icon}
            onClose={() => setPicking(false)}
          />
        </LazyDialog>
      ) : null}
    </>
  );
}
