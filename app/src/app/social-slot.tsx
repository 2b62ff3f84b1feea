/** The social sign-in the shell composes into the login and registration screens. */
import { lazy } from 'react';
import { OptionalPart } from '../ui/OptionalPart';

const SocialLogin = lazy(() => import('../features/social/SocialLogin'));

// The social buttons load after the form: they never hold up the screen, and a chunk that
// cannot be had leaves the form as it is.
export function socialSlot(intent: 'login' | 'register') {
  return (
    <OptionalPart>
      <SocialLogin intent={intent} />
    </OptionalPart>
  );
}
