/**
 * The isolated pixel frame's script (/m/pixel-frame.js, built on its own by
 * app/build/pixel-frame.ts): the only document the ad networks' scripts run in. It is served from
 * another origin than the app's, so those scripts reach neither the app's storage (the session
 * token), its cookies nor its page (the password as it is typed). It takes messages from the app's
 * origin, named in its address, and from its parent window only; anything else is ignored.
 */
import { appOriginOf, asFrameMessage, FRAME_MESSAGE, type FrameReady } from './messages';
import { startPixels, trackPixels } from './runtime';

function listen(appOrigin: string): void {
  addEventListener('message', (event) => {
    if (event.origin !== appOrigin || event.source !== parent) return;
    const message = asFrameMessage(event.data);
    if (message?.kind === 'start') startPixels(message, appOrigin);
    else if (message?.kind === 'event') trackPixels(message);
  });
  const ready: FrameReady = { type: FRAME_MESSAGE, kind: 'ready' };
  parent.postMessage(ready, appOrigin);
}

const appOrigin = appOriginOf(location.href);
// Opened on its own (no parent) or without the app's origin, the frame does nothing.
if (appOrigin && parent !== window) listen(appOrigin);
