/** Draws the global overlays; the dialog code is a lazy chunk, fetched when a notice first opens. */
import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { useMainContentShown } from '../../lib/paint/main-content';
import { overlays, useOverlays } from '../../lib/overlays/overlays';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import { textOf } from './overlay-text';
import { useAutoClose } from './useAutoClose';

const loadNoticeDialog = () => import('./NoticeDialog');
const NoticeDialog = lazyPart(loadNoticeDialog);

/** Idle time after the first paint: fetch the notice code, so a notice can still open offline. */
function usePreloadNotice(): void {
  // Not in front of home's first banner or the lobby's first icons, the largest paint.
  const contentShown = useMainContentShown();
  useEffect(() => {
    if (!contentShown) return;
    // The import itself first: a failed fetch in the background must not reload the tab, as the
    // dialog's recovering loader may; the notice that opens asks again. Once it is in, the part's
    // own preload makes a notice open at once.
    const preload = () =>
      void loadNoticeDialog()
        .then(() => NoticeDialog.preload())
        .catch(() => undefined);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(preload, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(preload, 1500);
    return () => clearTimeout(timer);
  }, [contentShown]);
}

export function OverlayRoot() {
  const { notices, toast, loading } = useOverlays();
  const { t } = useI18n();
  const notice = notices[0];
  usePreloadNotice();
  useAutoClose(toast);
  useAutoClose(loading);

  return (
    <>
      {notice ? (
        <LazyDialog key={notice.uid} onClose={() => overlays.close(notice.uid)}>
          <NoticeDialog notice={notice} />
        </LazyDialog>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {loading ? (
          <div className="toast toast-loading" data-testid="loading">
            <span className="spinner spinner-small" aria-hidden="true" />
            {textOf(t, loading.message)}
          </div>
        ) : toast ? (
          <div className="toast">{textOf(t, toast.message)}</div>
        ) : null}
      </div>
    </>
  );
}
