/** The login mutation of the username and SMS forms (the call itself: domains/account/login-call). */
import { useMutation } from '@tanstack/react-query';
import { login } from '../../../domains/account/login-call';

export function useLogin() {
  return useMutation({ mutationFn: login });
}
