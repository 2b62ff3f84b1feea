/**
 * After the first paint, when the browser is idle, align the device id with the image CDN's
 * (contract §3). The code is a lazy chunk: the first paint never waits for it.
 */
import { useEffect } from 'react';

const IDLE_TIMEOUT_MS = 3000;

export function useDeviceIdSync(imageCdn: string | undefined): void {
  useEffect(() => {
    if (!imageCdn) return;
    const run = () =>
      void import('../lib/device/cdn-device-sync').then((m) => m.syncDeviceIdWithCdn(imageCdn));
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [imageCdn]);
}
