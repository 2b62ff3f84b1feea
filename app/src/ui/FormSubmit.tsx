import { Button } from './Button';

/**
 * The end of a form that posts: the server's refusal, announced, above a submit button that is
 * busy (and disabled, so a second tap sends nothing) while the post is on its way.
 */
export function FormSubmit({
  error,
  busy,
  label,
  busyLabel,
  disabled = false,
}: {
  error?: string;
  busy: boolean;
  label: string;
  busyLabel: string;
  disabled?: boolean;
}) {
  return (
    <>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" block busy={busy} disabled={busy || disabled}>
        {busy ? busyLabel : label}
      </Button>
    </>
  );
}
