/**
 * One kind of break (time-out or self-exclusion): its lengths as radios, none chosen until the
 * player chooses, and the button that opens the two-step confirmation for the one chosen.
 */
import { useState } from 'react';
import { Button } from '../../ui/Button';
import type { BreakChoice } from './api/start-break';

export type BreakOption = { key: string; label: string; choice: BreakChoice };

export function BreakPicker({
  name,
  legend,
  options,
  action,
  onAsk,
}: {
  name: string;
  legend: string;
  options: BreakOption[];
  action: string;
  onAsk: (choice: BreakChoice) => void;
}) {
  const [chosen, setChosen] = useState<BreakOption | null>(null);
  return (
    <div className="rg-break-kind">
      <fieldset className="choice-group">
        <legend className="field-label">{legend}</legend>
        {options.map((option) => (
          <label key={option.key} className="choice">
            <input
              type="radio"
              name={name}
              checked={chosen?.key === option.key}
              onChange={() => setChosen(option)}
            />
            <span className="choice-name">{option.label}</span>
          </label>
        ))}
      </fieldset>
      <Button
        variant="secondary"
        disabled={chosen === null}
        onClick={() => chosen && onAsk(chosen.choice)}
      >
        {action}
      </Button>
    </div>
  );
}
