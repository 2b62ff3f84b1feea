/**
 * One adapter per ad network behind one small interface: each installs the network's own queue
 * (as its published snippet does, so calls made before the script arrives are kept), loads the
 * network's script, counts the page view and reports events with the shared event id. Written
 * from the networks' published snippets; the sandbox's stand-in scripts implement the same
 * globals (sandbox/src/tracking/stand-in-script.ts). Runs in the isolated pixel frame only
 * (./main.ts): `window` here is the frame's, never the app's.
 */
import type { PixelNetwork } from '@wps/contract/tracking';
import type { TrackedEvent } from '../event-payload';

export type PixelEvent = { name: TrackedEvent; value: Record<string, unknown>; eventID: string };

export type Pixel = {
  network: PixelNetwork;
  /** The network's own script; an operator's settings may name another (contract tracking). */
  scriptUrl(id: string): string;
  /** Installs the queue and counts the page view; `pageUrl` has no session parameter. */
  start(id: string, pageUrl: string): void;
  track(id: string, event: PixelEvent): void;
};

/* eslint-disable @typescript-eslint/no-explicit-any -- the networks' globals are untyped */
type Queue = ((...args: unknown[]) => void) & Record<string, any>;
const globals = window as unknown as Record<string, any>;

/** The `arguments`-pushing queue of gtag and bge (a dataLayer array read by their scripts). */
function layerFunction(layer: string): Queue {
  const list: unknown[] = (globals[layer] ??= []);
  return function push() {
    // eslint-disable-next-line prefer-rest-params -- the scripts read Arguments objects
    list.push(arguments);
  } as Queue;
}

/** TikTok's and Kwai's queue: an array with a method per call that pushes [method, ...args]. */
function methodQueue(name: string): Queue {
  const queue = (globals[name] ??= []) as unknown[] & Record<string, any>;
  for (const method of ['page', 'track', 'identify', 'instances', 'ready']) {
    queue[method] ??= (...args: unknown[]) => queue.push([method, ...args]);
  }
  return queue as unknown as Queue;
}

/** Meta's fbq: queued until fbevents.js sets callMethod. */
function fbq(): Queue {
  if (!globals.fbq) {
    const queue: Queue = function fbqStub(...args: unknown[]) {
      if (queue.callMethod) queue.callMethod(...args);
      else queue.queue.push(args);
    } as Queue;
    Object.assign(queue, { push: queue, loaded: true, version: '2.0', queue: [] });
    globals.fbq = queue;
    globals._fbq ??= queue;
  }
  return globals.fbq as Queue;
}

const META_NAMES: Record<TrackedEvent, [string, string]> = {
  register: ['track', 'CompleteRegistration'],
  login: ['trackCustom', 'Login'],
  firstDeposit: ['trackCustom', 'FirstDeposit'],
  deposit: ['track', 'Purchase'],
};
const TIKTOK_NAMES: Record<TrackedEvent, string> = {
  register: 'CompleteRegistration',
  login: 'Login',
  firstDeposit: 'FirstDeposit',
  deposit: 'CompletePayment',
};
const KWAI_NAMES: Record<TrackedEvent, string> = {
  register: 'EVENT_COMPLETE_REGISTRATION',
  login: 'EVENT_LOGIN',
  firstDeposit: 'EVENT_FIRST_DEPOSIT',
  deposit: 'EVENT_PURCHASE',
};
const GOOGLE_NAMES: Record<TrackedEvent, string> = {
  register: 'sign_up',
  login: 'login',
  firstDeposit: 'first_deposit',
  deposit: 'purchase',
};
const BIGO_NAMES: Record<TrackedEvent, string> = {
  register: 'ec_register',
  login: 'ec_login',
  firstDeposit: 'ec_first_deposit',
  deposit: 'ec_purchase',
};

/** TikTok and Kwai share one snippet shape: load(id) records the pixel, page() counts a view. */
function queuePixel(
  network: PixelNetwork,
  name: string,
  script: string,
  names: Record<TrackedEvent, string>,
): Pixel {
  return {
    network,
    scriptUrl: (id) => `${script}?sdkid=${encodeURIComponent(id)}&lib=${name}`,
    start(id) {
      const queue = methodQueue(name);
      queue._i ??= {};
      queue._i[id] = [];
      queue._t = { ...queue._t, [id]: Date.now() };
      queue.page();
    },
    track(_id, event) {
      methodQueue(name).track(names[event.name], event.value, { event_id: event.eventID });
    },
  };
}

export const PIXELS: readonly Pixel[] = [
  {
    network: 'meta',
    scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
    start(id) {
      fbq()('init', id);
      fbq()('track', 'PageView');
    },
    track(_id, event) {
      const [method, name] = META_NAMES[event.name];
      fbq()(method, name, event.value, { eventID: event.eventID });
    },
  },
  queuePixel('tiktok', 'ttq', 'https://analytics.tiktok.com/i18n/pixel/events.js', TIKTOK_NAMES),
  {
    network: 'google',
    scriptUrl: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
    start(id, pageUrl) {
      const gtag = (globals.gtag ??= layerFunction('dataLayer')) as Queue;
      gtag('js', new Date());
      gtag('config', id, { page_location: pageUrl });
    },
    track(id, event) {
      (globals.gtag as Queue)('event', GOOGLE_NAMES[event.name], {
        ...event.value,
        send_to: id,
        event_id: event.eventID,
        transaction_id: event.eventID,
      });
    },
  },
  queuePixel('kwai', 'kwaiq', 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js', KWAI_NAMES),
  {
    network: 'bigo',
    scriptUrl: (id) => `https://api.imotech.video/ad/events.js?pixel_id=${encodeURIComponent(id)}`,
    start(id) {
      const bge = (globals.bge ??= layerFunction('bgdataLayer')) as Queue;
      bge('init', id);
    },
    track(_id, event) {
      (globals.bge as Queue)('event', BIGO_NAMES[event.name], {
        ...event.value,
        event_id: event.eventID,
      });
    },
  },
];
