/** GET /wps/system/status (spec §7, contract §3): the site's state and configuration. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '@wps/contract/envelope';
import { siteStatusSchema } from '@wps/contract/status';
import { Api } from '@wps/contract/paths';
import { defineCall } from '../api/call';
import { CacheTime } from '../api/cache';
import { isApiError } from '../api/errors';
import { request } from '../api/request';
import { overlays } from '../overlays/overlays';
import { readStored, removeStored, writeStored } from '../storage/storage';
import {
  domainUnavailableMessage,
  isDomainUnavailable,
  statusFailureNotice,
} from './status-failure';

export const siteStatusCall = defineCall({
  method: 'GET',
  path: Api.systemStatus,
  value: siteStatusSchema,
});

export const siteKeys = {
  all: ['site'] as const,
  status: () => [...siteKeys.all, 'status'] as const,
};

type DomainUnavailableHandler = (message: ReturnType<typeof domainUnavailableMessage>) => void;

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
    query: {
      device: 'MOBILE',
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
  return status;
}

/** The status call shows its own failures (spec §8), hides the loading, and rethrows. */
export async function fetchSiteStatus() {
  try {
    return await siteOwnStatus();
  } catch (error) {
    overlays.hideLoading();
    if (isApiError(error)) {
      if (isDomainUnavailable(error)) onDomainUnavailable(domainUnavailableMessage(error));
      else overlays.open(statusFailureNotice(error, location.protocol));
    }
    throw error;
  }
}

export const siteStatusQuery = queryOptions({
  queryKey: siteKeys.status(),
  queryFn: fetchSiteStatus,
  staleTime: CacheTime.long,
  // A failed status is asked again only when the player says so (retry), never because another
  // component mounted or the window regained focus: that could loop on a closed site.
  retry: false,
  retryOnMount: false,
  refetchOnWindowFocus: false,
});

export function useSiteStatus() {
  return useQuery(siteStatusQuery);
}
