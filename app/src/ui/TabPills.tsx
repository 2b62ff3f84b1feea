/**
 * A small tab list of pills (login, registration and two-factor methods, game and promotion
 * categories) in the WAI-ARIA tabs pattern: only the selected tab is in the tab order; arrow keys
 * (swapped right to left), Home and End move focus and select, as the panel swaps instantly.
 * The panel is `${idPrefix}-panel`, labelled by `${idPrefix}-tab-${id}`.
 */
import type { KeyboardEvent } from 'react';
import '../styles/fields.css';

export function TabPills<T extends string>({
  label,
  tabs,
  value,
  onChange,
  idPrefix,
}: {
  label: string;
  /** `own`: a label the merchant wrote (a category's name), shown in its own direction. */
  tabs: readonly { id: T; label: string; own?: boolean }[];
  value: T;
  onChange: (id: T) => void;
  idPrefix: string;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const at = tabs.findIndex((tab) => tab.id === value);
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : step && at + step;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.id);
    document.getElementById(`${idPrefix}-tab-${tab.id}`)?.focus();
  };
  return (
    <div className="tab-pills" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.id}`}
          aria-selected={value === tab.id}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={value === tab.id ? 0 : -1}
          className="tab-pill"
          onClick={() => onChange(tab.id)}
        >
          {tab.own ? <bdi>{tab.label}</bdi> : tab.label}
        </button>
      ))}
    </div>
  );
}
