/**
 * GET /wps/system/status (spec §7, contract §3): the site's state and configuration. The call,
 * its failures and the stored status; ./status.ts keeps what it answered for the app.
 */
import * as v from 'valibot';
import { ErrorCode } from '@wps/contract/envelope';
import { siteStatusSchema } from '@wps/contract/status';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../../lib/api/call';
import { isApiError, type ApiError } from '../../lib/api/errors';
import { request } from '../../lib/api/request';
import { overlays, type NoticeSpec } from '../../lib/overlays/overlays';
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';

export const siteStatusCall = defineCall({
  method: 'GET',
  path: Api.systemStatus,
  value: siteStatusSchema,
});

type DomainUnavailableHandler = (message: NoticeSpec['message']) => void;

/** Until the boot feature installs the fastest-line picker, a plain notice says it. */
let onDomainUnavailable: DomainUnavailableHandler = (message) =>
  overlays.open({
    kind: 'notice',
    id: 'domain-unavailable',
    title: { key: 'notice.title' },
    message,
  });

export function setDomainUnavailableHandler(handler: DomainUnavailableHandler): void {
  onDomainUnavailable = handler;
}

function requestStatus() {
  return request(siteStatusCall, {
    alert: false,
    // The contract's query, in its order: `track` is pinned empty (contract §3, spec §7).
    query: {
      device: 'MOBILE',
      track: '',
      originalDomain: location.hostname,
      url: location.href.split('?')[0],
      _: Date.now(),
    },
  });
}

/**
 * The status as this site's own: a stored merchant the server does not know (another site's, an
 * old one) would fail every call, so it is dropped and the status asked again without it. The
 * merchant that answers is kept for the Merchant header of later visits (spec §7).
 */
async function siteOwnStatus() {
  let status;
  try {
    status = await requestStatus();
  } catch (error) {
    const unknown = isApiError(error) && error.errorCode === ErrorCode.merchantNotFound;
    if (!unknown || readStored('merchant') === null) throw error;
    removeStored('merchant');
    status = await requestStatus();
  }
  writeStored('merchant', status.merchantCode);
  writeStored('site_status', { at: Date.now(), value: status });
  return status;
}

/**
 * FIRST-PAINT RULE: a page the service worker controls (an installed app, a
 * player coming back) paints from the last status answered, kept in storage, with no request
 * before its first paint; Boot asks the server again right after that paint and the app follows
 * the answer (maintenance, region, another merchant, a closed site). Without a controlling worker
 * (a first visit, a browser without workers, every test project but `pwa`) the first screen
 * waits for the server's answer as before. A stored value that fails the status schema, or names
 * another merchant than the stored one, is dropped: the visit then waits like a first one.
 */
export function storedStatus() {
  if (!navigator.serviceWorker?.controller) return undefined;
  const stored = readStored('site_status');
  const parsed = stored && v.safeParse(siteStatusSchema, stored.value);
  const merchant = readStored('merchant');
  if (parsed?.success && (!merchant || merchant === parsed.output.merchantCode))
    return parsed.output;
  removeStored('site_status');
}

/**
 * No answer at all (offline, the back end out of reach): the shell shows the offline state
 * (features/offline, with its retry): in place of the page, or over the page's saved content
 * when the status shown is a stored one. Spec §8's notice still opens over it ('Network Error /
 * CORS Errors' on http), as for every status failure: the notice says what happened, the page
 * under it is where the player waits and retries.
 */
export function isSiteUnreachable(error: unknown): boolean {
  return isApiError(error) && error.kind === 'network';
}

export function isDomainUnavailable(error: ApiError): boolean {
  return error.errorCode === ErrorCode.domainNotAvailable;
}

/**
 * The status call shows its own failures (spec §8), hides the loading, and rethrows. The
 * wording of a failure is a chunk of its own (precached by the worker like every chunk): only a
 * failed call loads it, so it is not on the first paint.
 */
export async function fetchSiteStatus() {
  try {
    return await siteOwnStatus();
  } catch (error) {
    overlays.hideLoading();
    if (isApiError(error))
      void import('./status-failure').then((failure) => {
        if (isDomainUnavailable(error))
          onDomainUnavailable(failure.domainUnavailableMessage(error));
        else overlays.open(failure.statusFailureNotice(error, location.protocol));
      });
    throw error;
  }
}
