/**
 * Shown to a guest whom a ?token= link has just signed in: whose account this is (masked), to
 * go on with, or "Not you? Log out". A link can carry anyone's token, and a player who pays in
 * without noticing pays into someone else's account.
 */
import { useEffect, useRef } from 'react';
import { logOutNow } from '../domains/account/logout';
import { queryClient } from '../lib/api/query-client';
import { useI18n } from '../lib/i18n/i18n';
import { usePopupTurn } from '../lib/overlays/popup-turns';
import { useSession } from '../lib/session/store';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { maskUserName } from './masked-name';
import { clearTokenLink } from './token-link';

export default function TokenLinkNotice() {
  const { t } = useI18n();
  const name = useSession().session?.userName ?? '';
  // A global overlay: it takes its turn in the queue, so no popup or notice opens over it.
  const turn = usePopupTurn('token-link', true);
  const continueRef = useRef<HTMLButtonElement>(null);
  // The name comes with member info, often after the dialog opened with Continue disabled (the
  // browser then focused Log out): once it can be pressed, Continue is the first stop again.
  useEffect(() => {
    if (name) continueRef.current?.focus();
  }, [name, turn]);

  async function logOut() {
    await logOutNow(queryClient);
    clearTokenLink();
  }

  if (turn !== 'shown') return null;
  return (
    <Dialog
      role="alertdialog"
      title={t('tokenLink.title')}
      closeLabel={t('common.close')}
      // Escape answers as Continue does, once the name is there to read: a keyboard or
      // screen-reader player closes it as they would any dialog, having been told whose it is.
      closable={!!name}
      showClose={false}
      onClose={clearTokenLink}
      footer={
        <div className="dialog-actions">
          <Button variant="secondary" onClick={() => void logOut()}>
            {t('tokenLink.logout')}
          </Button>
          <Button ref={continueRef} data-autofocus disabled={!name} onClick={clearTokenLink}>
            {t('tokenLink.continue')}
          </Button>
        </div>
      }
    >
      <p className="notice-message" aria-live="polite">
        {name ? t('tokenLink.signedInAs', { name: maskUserName(name) }) : t('common.loading')}
      </p>
    </Dialog>
  );
}
