/**
 * A new build as the sandbox publishes it (contract/src/builds.ts): replaced asset manifests and
 * a worker with new bytes, and what a test watches of the page's update check.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { PublishManifests } from '@wps/contract/builds';
import { SandboxApi } from '@wps/contract/paths';

let builds = 0;

/** Publishes `manifests`, or by default a /m/ manifest naming one new file. */
export async function publishBuild(
  request: APIRequestContext,
  sandboxUrl: string,
  manifests: PublishManifests = { m: { files: { 'main.js': `/m/assets/index-${++builds}.js` } } },
): Promise<void> {
  const response = await request.put(sandboxUrl + SandboxApi.buildManifests, { data: manifests });
  if (!response.ok()) throw new Error(`publish ${response.status()}: ${await response.text()}`);
}

/** Counts the page's update checks (each asks for /m/asset-manifest.json once). */
export function countChecks(page: Page): () => number {
  let checks = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/m/asset-manifest.json') checks += 1;
  });
  return () => checks;
}

/** Runs an update check now, as the page becoming visible does. */
export function checkOnVisible(page: Page): Promise<void> {
  return page.evaluate(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** The registration's active worker is kept on window, to see later whether it was replaced. */
export function keepActiveWorker(page: Page): Promise<void> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    (window as unknown as { keptWorker: unknown }).keptWorker = registration.active;
  });
}

/** True when the active worker is no longer the one kept, and none waits. */
export function workerReplaced(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/m/');
    const kept = (window as unknown as { keptWorker: unknown }).keptWorker;
    return !!registration?.active && registration.active !== kept && !registration.waiting;
  });
}

/** Marks the document, to tell a reload (the mark is gone) from the same page. */
export function markDocument(page: Page): Promise<void> {
  return page.evaluate(() => void ((window as unknown as { marked: boolean }).marked = true));
}

export function documentMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
}
