/**
 * /m/member/benefits (spec §2, §4 "VIP"): the member's VIP label (hasVip), the progress to the
 * next rank (completed over expected conditions, 1 without a labelId, never more than the listed
 * conditions met), shown unless the site's vipProgress switch is off, and its conditions.
 */
import type { RankCondition } from '@wps/contract/vip';
import { formatNumber } from '../../lib/i18n/format';
import { useI18n } from '../../lib/i18n/i18n';
import { useMemberInfo } from '../../domains/member/member-info';
import { hasVip, shownVipProgress, showsVipProgress } from '../../domains/member/vip';
import { useSiteStatus } from '../../domains/site/status';
import { useSession } from '../../lib/session/store';
import { Icon } from '../../ui/Icon';
import { PageLoadState } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { useRankProgress } from './api/rank-progress';
import '../../styles/money.css';

function Condition({ condition }: { condition: RankCondition }) {
  const { t, language } = useI18n();
  const done = condition.current >= condition.target;
  const count = (n: number) => formatNumber(language, n);
  return (
    <li className="money-row" data-done={done}>
      <span className="money-row-main">
        <strong>
          <bdi>{condition.name}</bdi>
        </strong>
        <span className="muted">
          {t('benefits.conditionCount', {
            current: count(condition.current),
            target: count(condition.target),
          })}
        </span>
      </span>
      <span className={done ? 'status status-done' : 'status muted'}>
        {done ? <Icon name="check" size={16} /> : null}
        {t(done ? 'benefits.conditionDone' : 'benefits.conditionOpen')}
      </span>
    </li>
  );
}

export default function BenefitsPage() {
  const { t, language } = useI18n();
  const token = useSession().session?.token ?? null;
  const info = useMemberInfo(token);
  const progress = useRankProgress(token);
  const showProgress = showsVipProgress(useSiteStatus().data);

  if (info.isPending || progress.isPending) return <PageLoadState title={t('page.benefits')} />;
  if (!info.data || !progress.data) {
    const retry = () => void Promise.all([info.refetch(), progress.refetch()]);
    return <PageLoadState title={t('page.benefits')} onRetry={retry} />;
  }
  const label = info.data.clubLabel;
  const ratio = shownVipProgress(progress.data);
  const percent = formatNumber(language, ratio, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <Page title={t('page.benefits')}>
      <section className="card" aria-labelledby="vip-level">
        <h2 id="vip-level" className="section-title" data-testid="vip-level">
          {hasVip(label)
            ? t('benefits.level', { name: label?.labelName?.trim() ?? '' })
            : t('benefits.notVip')}
        </h2>
        {showProgress ? (
          <div className="vip-progress">
            <span id="vip-progress-label">{t('benefits.progress')}</span>
            <progress
              max={1}
              value={ratio}
              aria-labelledby="vip-progress-label"
              aria-valuetext={percent}
              data-testid="vip-progress"
            />
            <span aria-hidden="true">{percent}</span>
          </div>
        ) : null}
      </section>
      {progress.data.conditions.length > 0 ? (
        <section className="card" aria-labelledby="vip-conditions">
          <h2 id="vip-conditions" className="section-title">
            {t('benefits.conditions')}
          </h2>
          <ul className="money-list" data-testid="vip-conditions">
            {progress.data.conditions.map((condition) => (
              <Condition key={condition.name} condition={condition} />
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}
