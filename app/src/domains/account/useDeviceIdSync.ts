/**
 * Aligns the device id with the image CDN's (contract §3) where the id is sent: a login or
 * registration form calls this. Not at every start: the CDN's page is a second document in a
 * hidden frame, 50-90 ms of main thread on a desktop and four times that on a cheap phone, which
 * a visitor who only browses, or a member who stays signed in, never needs. Once per
 * page life, when the browser is idle; the code is a lazy chunk.
 */
import { useEffect } from 'react';
import { useSiteStatus } from '../site/status';

const IDLE_TIMEOUT_MS = 3000;
let started = false;

export function useDeviceIdSync(): void {
  const imageCdn = useSiteStatus().data?.imageCDNs[0];
  useEffect(() => {
    if (!imageCdn || started) return;
    const run = () => {
      started = true;
      void import('../../lib/device/cdn-device-sync').then((m) => m.syncDeviceIdWithCdn(imageCdn));
    };
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(run, IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [imageCdn]);
}
