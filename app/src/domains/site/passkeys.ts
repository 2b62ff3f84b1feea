/**
 * Whether passkeys are offered here: the site's status says so (`passkeys`, beyond the spec)
 * and the browser has WebAuthn. One rule for the login page, the member menu and the passkeys
 * page; where either is missing, nothing about passkeys shows.
 */
import type { SiteStatus } from '@wps/contract/status';
import { useSiteStatus } from './status';

export function browserHasPasskeys(): boolean {
  return typeof window.PublicKeyCredential === 'function' && !!navigator.credentials;
}

export function passkeysOffered(status: SiteStatus | undefined): boolean {
  return !!status?.passkeys && browserHasPasskeys();
}

export function usePasskeysOffered(): boolean {
  return passkeysOffered(useSiteStatus().data);
}
