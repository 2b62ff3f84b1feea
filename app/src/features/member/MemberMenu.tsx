/** The member home's menu: every member area of spec §2. */
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { Paths } from '../../lib/router/paths';
import { useRewardCentreOffered } from '../../domains/site/reward-centre';
import { useSiteStatus } from '../../domains/site/status';
import { AppLink } from '../../ui/AppLink';

const AREAS: readonly [string, MessageKey][] = [
  [Paths.benefits, 'page.benefits'],
  [Paths.voucherCenter, 'page.voucherCenter'],
  [Paths.withdraw, 'page.withdraw'],
  [Paths.transactions, 'page.transactions'],
  [Paths.addBankCard, 'page.addBankCard'],
  [Paths.addBankCardPix, 'page.addBankCardPix'],
  [Paths.rewardCenter, 'page.rewardCenter'],
  [Paths.leaderBoard, 'page.leaderBoard'],
  [Paths.mall, 'page.mall'],
  [Paths.inviteFriends, 'page.inviteFriends'],
  [Paths.changePassword, 'page.changePassword'],
  [Paths.feedback, 'page.feedback'],
];

/**
 * `agent`: member types 1 and 2 also get their agent registration entry. The reward centre is
 * listed only while the site offers it (REWCEN3, domains/site/reward-centre.ts; the page says the same).
 */
export function MemberMenu({ agent }: { agent: boolean }) {
  const { t } = useI18n();
  const rewardCentre = useRewardCentreOffered() === true;
  // domains/site/passkeys.ts's rule, inline: imported, that module is a chunk every first paint names.
  const passkeys = !!useSiteStatus().data?.passkeys && typeof PublicKeyCredential === 'function';
  const areas: readonly [string, MessageKey][] = [
    ...AREAS.filter(([path]) => rewardCentre || path !== Paths.rewardCenter),
    ...(agent ? [[Paths.agentRegister, 'page.agentRegister'] as [string, MessageKey]] : []),
    ...(passkeys ? [[Paths.passkeys, 'passkeys.title'] as [string, MessageKey]] : []),
  ];
  return (
    <nav className="card member-menu" aria-label={t('member.menu')}>
      <ul>
        {areas.map(([path, label]) => (
          <li key={path}>
            <AppLink to={path}>{t(label)}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
