/** The header's small copy of the member's profile icon; nothing until one is picked. */
import { profileIconCount, useProfileIcon } from '../profile-icon';
import { ProfileIcon } from './ProfileIcon';
import '../../../styles/profile-icon.css';

export function HeaderProfileIcon({ userName, count }: { userName: string; count?: number }) {
  const icons = profileIconCount(count);
  const icon = useProfileIcon(userName, icons);
  return icon ? (
    <span className="header-profile-icon" data-testid="header-profile-icon">
      <ProfileIcon icon={icon} count={icons} size={22} />
    </span>
  ) : null;
}
