import { TextField } from './TextField';

/** An amount as typed: a decimal keyboard, digits left to right in every language. */
export function AmountField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      name="amount"
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
