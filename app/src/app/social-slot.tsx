/** The social sign-in the shell composes into the login and registration screens. */
import { lazy, Suspense } from 'react';

const SocialLogin = lazy(() => import('../features/social/SocialLogin'));

// The social buttons load after the form: they never hold up the screen.
export function socialSlot(intent: 'login' | 'register') {
  return (
    <Suspense fallback={null}>
      <SocialLogin intent={intent} />
    </Suspense>
  );
}
