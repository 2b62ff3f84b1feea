/**
 * The app's side of the isolated pixel frame: a hidden, sandboxed iframe on the frame's origin,
 * told what to do by postMessage with that origin as the explicit target, so a message never
 * reaches another document. The frame says when it is ready (and again if it ever reloads):
 * the start message goes first each time, then what waited.
 */
import { asFrameMessage, type FrameStart, type ToFrame } from '../frame/messages';

export type FrameLink = { post(message: ToFrame): void };

export function openFrame(address: URL, start: FrameStart): FrameLink {
  const frame = document.createElement('iframe');
  // Scripts, and the frame's own origin for the networks' cookies; no popups, no forms, no top
  // navigation, no downloads.
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.title = 'Ad pixels';
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.pixelFrame = '';
  frame.src = address.href;
  const target = address.origin;
  const waiting: ToFrame[] = [];
  let ready = false;
  const send = (message: ToFrame) => frame.contentWindow?.postMessage(message, target);

  addEventListener('message', (event) => {
    if (event.origin !== target || event.source !== frame.contentWindow) return;
    if (asFrameMessage(event.data)?.kind !== 'ready') return;
    ready = true;
    send(start);
    waiting.splice(0).forEach(send);
  });
  document.body.append(frame);
  return {
    post(message) {
      if (ready) send(message);
      else waiting.push(message);
    },
  };
}
