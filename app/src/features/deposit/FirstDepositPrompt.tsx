/**
 * Before a member's first deposit (tool `firstDepositLimitPrompt`; UKGC RTS 12): the
 * deposit page offers to set a deposit limit first, or to go on. Neutral words and two equal
 * buttons: the choice is the member's, neither is pushed. Asked only when the site offers it,
 * no deposit limit is set (in force or pending) and no deposit was ever made.
 */
import type { ReadAccountSummary } from '../../domains/money/account-summary';
import { useI18n } from '../../lib/i18n/i18n';
import { Paths } from '../../lib/router/paths';
import { useSaferGamblingSettings } from '../../domains/safer-gambling/settings';
import { useSaferGamblingState } from '../../domains/safer-gambling/state';
import { AppLink } from '../../ui/AppLink';
import { Button } from '../../ui/Button';

/** Whether to ask; false while something it needs is not known yet (the form shows meanwhile). */
export function useAskFirstDepositLimit(summary: ReadAccountSummary | undefined): boolean {
  const settings = useSaferGamblingSettings().data;
  const state = useSaferGamblingState().data;
  if (!settings?.tools.firstDepositLimitPrompt || !state || !summary) return false;
  const hasLimit = state.limits.some(
    (limit) => limit.kind === 'DEPOSIT' && (limit.value !== null || limit.pending !== null),
  );
  return !hasLimit && summary.totalDepositSuccessCount === 0;
}

export function FirstDepositPrompt({ onContinue }: { onContinue: () => void }) {
  const { t } = useI18n();
  return (
    <section className="first-deposit-prompt" aria-labelledby="first-deposit-title">
      <h2 id="first-deposit-title">{t('rg.firstDeposit.title')}</h2>
      <p>{t('rg.firstDeposit.text')}</p>
      <div className="first-deposit-actions">
        <AppLink to={Paths.saferGambling} className="btn btn-secondary btn-block">
          {t('rg.firstDeposit.setLimit')}
        </AppLink>
        <Button block variant="secondary" onClick={onContinue}>
          {t('rg.firstDeposit.continue')}
        </Button>
      </div>
    </section>
  );
}
