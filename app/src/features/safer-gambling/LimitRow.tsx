/**
 * One limit: the value in force, what this period has used and when it starts over, a change
 * waiting for its cooling-off, and after a save what the server did with it (at once, or when).
 */
import { useState } from 'react';
import type { LimitState, SaferGamblingState } from '@wps/contract/safer-gambling';
import { useI18n } from '../../lib/i18n/i18n';
import { Button } from '../../ui/Button';
import { LimitEditor } from './LimitEditor';
import { limitName, useLimitAmount } from './limit-text';
import { outcomeOf, sameLimit, type Timing } from './rules';
import { useWhen } from './when';

export function LimitRow({
  limit,
  now,
  onChanged,
}: {
  limit: LimitState;
  now: string;
  onChanged: (state: SaferGamblingState) => void;
}) {
  const { t } = useI18n();
  const when = useWhen();
  const amount = useLimitAmount(limit.kind);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<Timing | null>(null);
  const name = t(limitName(limit.kind, limit.period));
  const { pending } = limit;

  return (
    <li className="rg-limit" aria-label={name}>
      <h3 className="rg-limit-name">{name}</h3>
      <p className="rg-limit-value">
        {limit.value === null
          ? t('rg.limits.none')
          : t('rg.limits.inForce', { amount: amount(limit.value) })}
      </p>
      {limit.value !== null ? (
        <p className="rg-limit-detail">
          {t('rg.limits.used', { amount: amount(limit.used), date: when(limit.periodEndsAt) })}
        </p>
      ) : null}
      {pending ? (
        <p className="rg-limit-detail rg-pending">
          {pending.value === null
            ? t('rg.limits.pendingRemoval', { date: when(pending.effectiveAt) })
            : t('rg.limits.pendingChange', {
                amount: amount(pending.value),
                date: when(pending.effectiveAt),
              })}
        </p>
      ) : null}
      <p role="status" className="rg-saved">
        {saved === null
          ? ''
          : saved.when === 'later'
            ? t('rg.limits.savedLater', { date: when(saved.at) })
            : t('rg.limits.savedNow')}
      </p>
      {editing ? (
        <LimitEditor
          limit={limit}
          name={name}
          now={now}
          onCancel={() => setEditing(false)}
          onSaved={(state) => {
            const after = sameLimit(state, limit);
            setSaved(after ? outcomeOf(after) : null);
            setEditing(false);
            onChanged(state);
          }}
        />
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          {limit.value === null ? t('rg.limits.set') : t('rg.limits.change')}
        </Button>
      )}
    </li>
  );
}
