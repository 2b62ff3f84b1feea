/**
 * The country dialling-code picker (spec §2): a button showing flag and +code that opens a
 * slide-up list. Callers hide it until country data exists and disable it under the white-label
 * flag.
 */
import { useState } from 'react';
import { Dialog } from './Dialog';
import '../styles/forms.css';

export type Country = { countryCode: string; countryDialingCode: string; flag: string };

type Props = {
  countries: readonly Country[];
  value: string;
  onChange: (dialingCode: string) => void;
  disabled?: boolean;
  label: string;
  closeLabel: string;
};

export function CountryPicker({ countries, value, onChange, disabled, label, closeLabel }: Props) {
  const [open, setOpen] = useState(false);
  const current = countries.find((c) => c.countryDialingCode === value);
  return (
    <>
      <button
        type="button"
        className="country-button"
        aria-label={`${label}: +${value}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
        dir="ltr"
      >
        <span aria-hidden="true">{current?.flag}</span> +{value}
      </button>
      {open ? (
        <Dialog title={label} closeLabel={closeLabel} onClose={() => setOpen(false)}>
          <ul className="country-list">
            {countries.map((c) => (
              <li key={c.countryCode}>
                <button
                  type="button"
                  className="choice country-choice"
                  aria-current={c.countryDialingCode === value ? 'true' : undefined}
                  onClick={() => {
                    onChange(c.countryDialingCode);
                    setOpen(false);
                  }}
                >
                  <span aria-hidden="true">{c.flag}</span>
                  <span>{c.countryCode}</span>
                  <span dir="ltr">+{c.countryDialingCode}</span>
                </button>
              </li>
            ))}
          </ul>
        </Dialog>
      ) : null}
    </>
  );
}
