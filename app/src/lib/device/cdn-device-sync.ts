/**
 * Keeps the device id equal across the operator's domains (contract §3): a hidden frame of the
 * image CDN's device page is given our id and answers, by postMessage of type DEVICE_ID, the id
 * the CDN already knows, which we adopt. Messages are accepted only from that frame's origin.
 */
import { deviceId, isValidDeviceId, keepDeviceId } from './device-id';

const ANSWER_TIMEOUT_MS = 5000;

export function syncDeviceIdWithCdn(cdn: string): Promise<string> {
  const id = deviceId();
  let cdnUrl: URL;
  try {
    cdnUrl = new URL(`${cdn.replace(/\/+$/, '')}/device.html`, location.origin);
  } catch {
    return Promise.resolve(id);
  }
  if (!/^https?:$/.test(cdnUrl.protocol)) return Promise.resolve(id);
  cdnUrl.searchParams.set('deviceId', id);
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    const finish = (result: string) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      frame.remove();
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== cdnUrl.origin || event.source !== frame.contentWindow) return;
      const data = event.data as { type?: unknown; deviceId?: unknown } | null;
      if (data?.type !== 'DEVICE_ID') return;
      const answered = typeof data.deviceId === 'string' ? data.deviceId : '';
      if (isValidDeviceId(answered) && answered !== id) keepDeviceId(answered);
      finish(isValidDeviceId(answered) ? answered : id);
    };
    const timer = setTimeout(() => finish(id), ANSWER_TIMEOUT_MS);
    window.addEventListener('message', onMessage);
    frame.hidden = true;
    frame.title = 'device';
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.src = cdnUrl.href;
    document.body.append(frame);
  });
}
