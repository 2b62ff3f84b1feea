/**
 * Customer service while it is asked for (domains/customer-service/service-request.ts): the sheet of options,
 * or the chat frame. One option opens directly (spec §6); several, none or a list that failed
 * show the sheet. It holds one turn in the overlay queue (lib/overlays), so it never shows
 * together with a notice or a popup: it waits while a notice shows, and gives up when a session
 * expiry drops it. Focus goes back to whatever opened it.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { usePopupTurn } from '../../lib/overlays/popup-turns';
import { closeCustomerService } from '../../domains/customer-service/service-request';
import ServiceDialog from './ServiceDialog';
import { useChatOpener } from './useChatOpener';
import { useServiceOptions } from './useServiceOptions';

const ChatFrame = lazy(() => import('./ChatFrame'));

const SERVICE_TURN = 'customer-service';

export default function ServiceHost() {
  const turn = usePopupTurn(SERVICE_TURN, true);
  const options = useServiceOptions();
  const opener = useChatOpener(options.chat);
  const [initialFocus] = useState(() => document.activeElement);
  const decided = useRef(false);

  // After the whole host has gone: React cleans a removed tree up parent first, so the frame
  // below still holds the app inert (where focus cannot go) while this cleanup runs.
  useEffect(
    () => () =>
      queueMicrotask(() => {
        if (initialFocus instanceof HTMLElement && initialFocus.isConnected) initialFocus.focus();
      }),
    [initialFocus],
  );

  useEffect(() => {
    if (turn === 'dropped') closeCustomerService();
  }, [turn]);

  // Decided once, when the list is known and the host may show: a single option opens now.
  const { choose } = opener;
  useEffect(() => {
    if (decided.current || turn !== 'shown' || options.status !== 'ready') return;
    decided.current = true;
    const [only, ...others] = options.options;
    if (only && others.length === 0) choose(only);
  }, [turn, options, choose]);

  if (turn !== 'shown') return null;
  if (opener.frame) {
    return (
      <Suspense fallback={null}>
        <ChatFrame {...opener.frame} onBack={opener.closeFrame} />
      </Suspense>
    );
  }
  return (
    <ServiceDialog
      options={options}
      busy={opener.busy}
      onChoose={opener.choose}
      onClose={closeCustomerService}
    />
  );
}
