/** Deposit, loss and session-time limits, as many kinds as the site offers. */
import type { LimitKind, SaferGamblingState } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { LimitRow } from './LimitRow';
import { shownLimits } from './rules';

export function LimitsSection({
  state,
  kinds,
  onChanged,
}: {
  state: SaferGamblingState;
  kinds: LimitKind[];
  onChanged: (state: SaferGamblingState) => void;
}) {
  const { t } = useI18n();
  return (
    <section className="rg-section card" aria-labelledby="rg-limits">
      <h2 id="rg-limits">{t('rg.limits.title')}</h2>
      <p className="rg-note">{t('rg.limits.intro')}</p>
      <ul className="rg-limit-list">
        {shownLimits(state, kinds).map((limit) => (
          <LimitRow
            key={`${limit.kind}:${limit.period}`}
            limit={limit}
            now={state.now}
            onChanged={onChanged}
          />
        ))}
      </ul>
    </section>
  );
}
