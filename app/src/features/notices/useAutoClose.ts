import { useEffect } from 'react';
import { overlays } from '../../lib/overlays/overlays';

/** Closes a timed overlay (toast, loading) when its time is up. */
export function useAutoClose(overlay: { uid: number; durationMs: number } | null): void {
  useEffect(() => {
    if (!overlay) return;
    const timer = setTimeout(() => overlays.close(overlay.uid), overlay.durationMs);
    return () => clearTimeout(timer);
  }, [overlay]);
}
