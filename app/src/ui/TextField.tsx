import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import '../styles/fields.css';

/** A labelled input with its error announced to screen readers and tied by aria-describedby. */
export function TextField({
  label,
  error,
  trailing,
  leading,
  ref,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  error?: string;
  trailing?: ReactNode;
  leading?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <div className="field-control">
        {leading}
        <input
          id={id}
          ref={ref}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        {trailing}
      </div>
      <p id={errorId} className="field-error" role={error ? 'alert' : undefined}>
        {error ?? ''}
      </p>
    </div>
  );
}
