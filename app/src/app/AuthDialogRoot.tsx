/**
 * Shows the login or registration modal that a screen asked for (lib/overlays/auth-dialog.ts);
 * closes it when the player logs in or moves to another page (spec §4: a login closes them).
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { withQueryClient } from '../lib/api/with-query-client';
import { authDialog, useAuthDialog } from '../lib/overlays/auth-dialog';
import { useSession } from '../lib/session/store';
import { lazyPart } from '../ui/lazy-part';
import { LazyDialog } from '../ui/LazyDialog';
import { socialSlot } from './social-slot';

const LoginDialog = lazyPart(withQueryClient(() => import('../features/auth/LoginDialog')));
const RegisterDialog = lazyPart(
  withQueryClient(() => import('../features/register/RegisterDialog')),
);

export function AuthDialogRoot() {
  const kind = useAuthDialog();
  const member = useSession().status === 'member';
  const [path] = useLocation();

  useEffect(() => authDialog.close(), [path, member]);

  if (!kind || member) return null;
  return (
    <LazyDialog onClose={authDialog.close}>
      {kind === 'login' ? (
        <LoginDialog
          social={socialSlot('login')}
          onRegister={() => authDialog.open('register')}
          onClose={authDialog.close}
        />
      ) : (
        <RegisterDialog
          social={socialSlot('register')}
          onLogin={() => authDialog.open('login')}
          onClose={authDialog.close}
        />
      )}
    </LazyDialog>
  );
}
