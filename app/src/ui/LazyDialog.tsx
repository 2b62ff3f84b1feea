/**
 * Where a lazy dialog (lazy-part.ts) draws: nothing while its chunk loads, the dialog once it is
 * in, and when the chunk could not be had even after its retry and a new build's reload, a
 * dialog that says so with a retry. That one needs no download: its code is in the shell's
 * chunk, and its words in the language file already loaded. It is drawn with the dialog styles
 * but not with Dialog.tsx, which stays in the chunks of the dialogs (a kilobyte off every first
 * paint). A dialog the player may not close (a reality check, the notice of the account a link
 * signed in to) has no close here either: only the retry.
 */
import { Suspense, useId, type ReactNode } from 'react';
import { useI18n } from '../lib/i18n/i18n';
import { ErrorBoundary } from './ErrorBoundary';
import { forgetFailedChunks } from './lazy-component';

/** Opens the dialog as a modal; as Dialog.tsx does, focus goes back to the opener when it
 * closes, and so to the opener of the dialog itself when the retry brings that one. */
function openModal(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const opener = document.activeElement as HTMLElement | null;
  if (!dialog.open) dialog.showModal();
  return () => {
    if (dialog.open) dialog.close();
    if (opener?.isConnected) opener.focus();
  };
}

function ChunkFailedDialog({ onRetry, onClose }: { onRetry: () => void; onClose?: () => void }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <dialog
      ref={openModal}
      className="dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose?.();
      }}
    >
      <header className="dialog-header">
        <h2 id={titleId} className="dialog-title">
          {t('chunks.dialogFailedTitle')}
        </h2>
      </header>
      <div className="dialog-body">
        <p>{t('chunks.dialogFailed')}</p>
      </div>
      <footer className="dialog-footer">
        {onClose ? (
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.close')}
          </button>
        ) : null}
        <button type="button" className="btn btn-primary" autoFocus onClick={onRetry}>
          {t('common.retry')}
        </button>
      </footer>
    </dialog>
  );
}

export function LazyDialog({ onClose, children }: { onClose?: () => void; children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={(retry) => (
        <ChunkFailedDialog
          onRetry={() => {
            forgetFailedChunks();
            retry();
          }}
          onClose={onClose}
        />
      )}
    >
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}
