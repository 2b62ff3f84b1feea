/** The vendor filter of the lobby: toggle buttons, one pressed at a time ("all" when none). */
import { useI18n } from '../../lib/i18n/i18n';
import type { LaneVendor } from './game-lanes';

export function VendorFilter({
  vendors,
  value,
  onChange,
}: {
  vendors: readonly LaneVendor[];
  value: string | null;
  onChange: (vendor: string | null) => void;
}) {
  const { t } = useI18n();
  const options = [{ vendor: null, displayName: t('game.allProviders') }, ...vendors];
  return (
    <div className="vendor-filter" role="group" aria-label={t('game.providers')}>
      {options.map((option) => (
        <button
          key={option.vendor ?? 'all'}
          type="button"
          className="vendor-chip"
          aria-pressed={value === option.vendor}
          onClick={() => onChange(option.vendor)}
        >
          {option.displayName || option.vendor}
        </button>
      ))}
    </div>
  );
}
