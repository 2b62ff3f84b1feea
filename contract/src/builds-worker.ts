/**
 * The service worker's kill switch in the sandbox (contract/README.md "Service
 * worker"): which worker /m/sw.js serves, the build's own or its kill worker (/m/sw-kill.js).
 */
import * as v from 'valibot';

export const SandboxWorkerApi = {
  /** GET -> SandboxWorkerBuild; PUT SandboxWorkerBuild -> SandboxWorkerBuild. */
  worker: '/sandbox/builds/worker',
} as const;

export const sandboxWorkerBuildSchema = v.strictObject({
  /** True: /m/sw.js answers with the kill worker, which clears the caches and unregisters. */
  kill: v.boolean(),
});
export type SandboxWorkerBuild = v.InferOutput<typeof sandboxWorkerBuildSchema>;
