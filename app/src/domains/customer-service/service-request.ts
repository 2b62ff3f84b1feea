/**
 * Any screen asks for customer service (contact us on the maintenance, access-denied and
 * domain-unavailable screens, the Support tab, the referral button's fallback) without importing
 * the service feature: the shell mounts the feature while it is asked for, and the feature says
 * when it is done. Asked before the feature's code has arrived, the request simply waits for it.
 */
import { useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

const requested = createStore<boolean, boolean>(false, (_, open) => open);

export const openCustomerService = (): void => requested.dispatch(true);
export const closeCustomerService = (): void => requested.dispatch(false);

export function useCustomerServiceRequested(): boolean {
  return useSyncExternalStore(requested.subscribe, requested.get, requested.get);
}

/**
 * The empty slot in the Support tab where the service feature draws the unread badge: the tab
 * is on every first paint, the badge and the poll that fills it arrive in a lazy chunk.
 */
export const SUPPORT_BADGE_ID = 'support-badge';
