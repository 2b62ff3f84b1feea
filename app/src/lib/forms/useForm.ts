/**
 * A small form state for the account forms: values, per-field problems shown once a field was
 * touched or a submit was tried (so the player is told as they type, not before), and the props
 * that wire an input to it.
 */
import { useState, type ChangeEvent } from 'react';
import type { Translate } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';

export function useForm<F extends string>(
  initial: Record<F, string>,
  check: (values: Record<F, string>) => Partial<Record<F, MessageKey | undefined>>,
  t: Translate,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const problems = check(values);
  const set = (field: F, value: string) => setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: F) => setTouched((s) => ({ ...s, [field]: true }));

  /** value, onChange, onBlur and the translated error of one input. */
  const props = (field: F) => {
    const problem = touched[field] ? problems[field] : undefined;
    return {
      value: values[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => set(field, event.target.value),
      onBlur: () => touch(field),
      error: problem ? t(problem) : undefined,
    };
  };

  /** Marks every field touched and returns the first with a problem, if any. */
  const validate = <K extends F>(fields: readonly K[]): K | undefined => {
    setTouched(Object.fromEntries(fields.map((f) => [f, true])) as Record<F, boolean>);
    return fields.find((f) => problems[f]);
  };

  return { values, set, touch, props, validate, problems };
}
