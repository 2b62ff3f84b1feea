/**
 * The customer-service feature as the shell mounts it (app/Boot.tsx): for a member after the
 * first paint, it keeps the unread count and draws its badge into the Support tab's empty slot
 * (SUPPORT_BADGE_ID: the tab is on every first paint, the badge's code is not), and says the
 * count to screen readers; while customer service is asked for, it shows the host (a chunk of
 * its own).
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n/i18n';
import {
  SUPPORT_BADGE_ID,
  useCustomerServiceRequested,
} from '../../domains/customer-service/service-request';
import { useUnreadPoll } from './useUnreadPoll';
import './unread-badge.css';

const ServiceHost = lazy(() => import('./ServiceHost'));

const noSubscription = () => () => undefined;

/**
 * The slot as the page has it: read at each render and, because the reader is a new function
 * each time, read again by React after each commit, which renders once more when it changed (the
 * tab bar leaves the page while the site is closed, and comes back in the same commit as this).
 */
function useSupportBadgeSlot(): HTMLElement | null {
  return useSyncExternalStore(noSubscription, () => document.getElementById(SUPPORT_BADGE_ID));
}

export default function ServiceRoot() {
  const { t } = useI18n();
  const requested = useCustomerServiceRequested();
  const unread = useUnreadPoll();
  const slot = useSupportBadgeSlot();
  const text = t('service.unread', { count: unread });
  return (
    <>
      <p className="visually-hidden" role="status" data-testid="unread-announcement">
        {unread > 0 ? text : ''}
      </p>
      {slot && unread > 0
        ? createPortal(
            <>
              <span className="badge tab-badge" aria-hidden="true">
                {unread > 99 ? '99+' : unread}
              </span>
              <span className="visually-hidden">{text}</span>
            </>,
            slot,
          )
        : null}
      {requested ? (
        <Suspense fallback={null}>
          <ServiceHost />
        </Suspense>
      ) : null}
    </>
  );
}
