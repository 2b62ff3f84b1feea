/**
 * Decides after load whether the announcement popup shows (spec §4) and renders it. A lazy chunk
 * of its own, mounted by the shell: the decision code never weighs on the first paint, and the
 * dialog (with the sanitiser) is fetched only once it is to show, during its delay. After its
 * delay it asks for a turn in the overlay queue and opens while the turn is shown: never over a
 * notice or another popup. A turn dropped by a session-expiry notice ends it for this visit.
 * During a member's safer-gambling break it waits unseen (useMarketingQuiet).
 */
import { useEffect, useState } from 'react';
import { useAnnouncements } from '../../domains/content/announcements';
import { startAnnouncements } from '../../domains/content/announcements-call';
import {
  setAnnouncementSettled,
  useMarketingQuiet,
  usePopupTurn,
} from '../../lib/overlays/popup-turns';
import { useSession } from '../../lib/session/store';
import { useSlicedReveal } from '../../lib/paint/useSlicedReveal';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import { preloadSanitizer } from '../../domains/content/ui/SafeHtml';
import { decideAnnouncements, type Decision } from './decision';
import { readPopupState } from './popup-state';

const loadAnnouncementDialog = () => import('./AnnouncementDialog');
const AnnouncementDialog = lazyPart(loadAnnouncementDialog);

void startAnnouncements();

/** Spec §4, §9: about 500 ms after load; anonymous visitors 1 s. */
export const MEMBER_DELAY_MS = 500;
export const ANONYMOUS_DELAY_MS = 1000;

type Pending = { user: string; decision: Decision };

export default function AnnouncementHost() {
  const { session } = useSession();
  const announcements = useAnnouncements();
  const [pending, setPending] = useState<Pending | null>(null);
  const list = announcements.data?.announcements;
  const user = session?.userName ?? '';
  const firstLogin = session?.firstTimeLogin ?? false;

  const failed = announcements.isError;
  useEffect(() => {
    if (failed) setAnnouncementSettled(true);
    if (!list) return;
    const audience = { loggedIn: user !== '', firstLogin };
    const decision = decideAnnouncements(list, audience, readPopupState(user), Date.now());
    setAnnouncementSettled(!decision.show);
    if (!decision.show) return;
    // The dialog and its sanitiser download during the delay, side by side: the popup opens when
    // the delay ends rather than two round trips later (on a slow phone its largest paint).
    // The import itself first: a failed fetch during the delay must not reload the tab, as the
    // dialog's recovering loader may. Once it is in, the part's own preload makes it open at once.
    void loadAnnouncementDialog()
      .then(() => AnnouncementDialog.preload())
      .catch(() => undefined);
    preloadSanitizer(decision.items.map((item) => item.content));
    const timer = setTimeout(
      () => setPending({ user, decision }),
      audience.loggedIn ? MEMBER_DELAY_MS : ANONYMOUS_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [list, user, firstLogin, failed]);

  const quiet = useMarketingQuiet();
  const current = pending?.user === user ? pending : null;
  // Per user: a turn dropped for the guest does not hold back the member who logs in next.
  const turn = usePopupTurn(`announcement:${user}`, current !== null && !quiet);
  useEffect(() => {
    if (turn === 'dropped') setAnnouncementSettled(true);
  }, [turn]);
  const open = current !== null && !quiet && turn === 'shown';
  // The dialog is built as a deferred render in slices, and showModal (which restyles the whole
  // page) runs in a task of its own after that commit: on a slow phone, opened in one task, it was
  // the longest task after the first paint. Closing is at once.
  const building = useSlicedReveal(!open);
  if (!current || !open || building) return null;
  const closed = () => {
    setPending(null);
    setAnnouncementSettled(true);
  };
  return (
    <LazyDialog onClose={closed}>
      <AnnouncementDialog user={current.user} decision={current.decision} onClosed={closed} />
    </LazyDialog>
  );
}
