/** The bottom tab bar: home, game, activity, customer service, member (design.md). */
import { useLocation } from 'wouter';
import { useI18n } from '../lib/i18n/i18n';
import type { MessageKey } from '../lib/i18n/messages';
import { useAppNavigate } from '../lib/router/navigate';
import { HOME_PATHS, Paths } from '../lib/router/paths';
import { openCustomerService, SUPPORT_BADGE_ID } from '../domains/customer-service/service-request';
import { useSession } from '../lib/session/store';
import { AppLink } from '../ui/AppLink';
import { Icon } from '../ui/Icon';
import type { IconName } from '../ui/icon-paths';

type Tab = { to: string; label: MessageKey; icon: IconName; match: (path: string) => boolean };

const TABS: readonly Tab[] = [
  { to: Paths.home, label: 'nav.home', icon: 'home', match: (p) => HOME_PATHS.includes(p) },
  { to: Paths.game, label: 'nav.game', icon: 'game', match: (p) => p === Paths.game },
  { to: Paths.activity, label: 'nav.activity', icon: 'gift', match: (p) => p === Paths.activity },
  {
    to: Paths.memberHome,
    label: 'nav.member',
    icon: 'user',
    match: (p) => p.startsWith('/m/member/'),
  },
];

export function TabBar() {
  const { t } = useI18n();
  const [path] = useLocation();
  const navigate = useAppNavigate();
  const { status } = useSession();

  const tab = (item: Tab) => (
    <li key={item.to}>
      <AppLink to={item.to} className="tab" aria-current={item.match(path) ? 'page' : undefined}>
        <Icon name={item.icon} />
        <span className="tab-label">{t(item.label)}</span>
      </AppLink>
    </li>
  );

  return (
    <nav className="tab-bar" aria-label={t('nav.main')}>
      <ul>
        {TABS.slice(0, 3).map(tab)}
        <li>
          <button
            type="button"
            className="tab"
            aria-haspopup="dialog"
            // Chat needs a session (spec §2): guests are sent to log in first.
            onClick={() => (status === 'member' ? openCustomerService() : navigate(Paths.login))}
          >
            <Icon name="headset" />
            <span className="tab-label">{t('nav.service')}</span>
            <span id={SUPPORT_BADGE_ID} />
          </button>
        </li>
        {TABS.slice(3).map(tab)}
      </ul>
    </nav>
  );
}
