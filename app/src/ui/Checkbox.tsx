import { useId, type InputHTMLAttributes } from 'react';
import '../styles/forms.css';

export function Checkbox({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  const id = useId();
  return (
    <div className="checkbox">
      <input id={id} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
