/** Draws the global overlays; the dialog code is a lazy chunk, fetched when a notice first opens. */
import { lazy, Suspense, useEffect } from 'react';
import { useI18n } from '../../lib/i18n/i18n';
import { overlays, useOverlays } from '../../lib/overlays/overlays';
import { textOf } from './overlay-text';

const NoticeDialog = lazy(() => import('./NoticeDialog'));

export function OverlayRoot() {
  const { notices, toast } = useOverlays();
  const { t } = useI18n();
  const notice = notices[0];

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => overlays.close(toast.uid), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast]);

  return (
    <>
      {notice ? (
        <Suspense fallback={null}>
          <NoticeDialog key={notice.uid} notice={notice} />
        </Suspense>
      ) : null}
      <div className="toast-region" role="status" aria-live="polite">
        {toast ? <div className="toast">{textOf(t, toast.message)}</div> : null}
      </div>
    </>
  );
}
