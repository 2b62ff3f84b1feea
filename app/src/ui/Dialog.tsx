/**
 * An accessible modal on the native <dialog>: the browser traps focus and closes on Escape;
 * focus returns to whatever had it before, even when the opener re-rendered meanwhile.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';

export function Dialog({
  title,
  onClose,
  closeLabel,
  children,
  footer,
  role = 'dialog',
  closable = true,
  showClose = true,
  className,
  theme,
}: {
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** False while the player must do something first (announcement forceRead): Escape is ignored. */
  closable?: boolean;
  /** False for a dialog that is never dismissed (a forced download prompt): no close button. */
  showClose?: boolean;
  className?: string;
  /** A theme of its own (tokens.css), e.g. a download prompt styled by the operator. */
  theme?: 'dark' | 'light';
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  const closableRef = useRef(closable);
  useEffect(() => {
    onCloseRef.current = onClose;
    closableRef.current = closable;
  }, [onClose, closable]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable element (the close button); a dialog may name a
    // better first stop, such as the confirm button of an alert.
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const handleClose = () => onCloseRef.current();
    // Escape: the owner hears of it at once and unmounts the dialog, whose cleanup closes it.
    // Left to the browser, the dialog would hide now and report 'close' a task later, and a
    // navigation in between (a reload right after Escape on a busy phone) would lose what the
    // owner saves on close (the announcement's 'seen', a decline counter).
    const handleCancel = (event: Event) => {
      event.preventDefault();
      if (closableRef.current) onCloseRef.current();
    };
    dialog.addEventListener('close', handleClose);
    dialog.addEventListener('cancel', handleCancel);
    return () => {
      dialog.removeEventListener('close', handleClose);
      dialog.removeEventListener('cancel', handleCancel);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      role={role}
      aria-labelledby={titleId}
      aria-modal="true"
      data-theme={theme}
    >
      <header className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        {showClose ? (
          <button
            type="button"
            className="icon-button"
            aria-label={closeLabel}
            disabled={!closable}
            onClick={() => onCloseRef.current()}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      <div className="dialog-body">{children}</div>
      {footer ? <footer className="dialog-footer">{footer}</footer> : null}
    </dialog>
  );
}
