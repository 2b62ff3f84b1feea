/** Starts a sandbox listening on a port (0 picks a free one); for the CLI, e2e and tests. */
import { createSandbox, type SandboxOptions } from './server.ts';

const WILDCARDS = ['0.0.0.0', '::'];

export type StartOptions = SandboxOptions & { port?: number; host?: string };
export type RunningSandbox = { url: string; close(): Promise<void> };

export async function startSandbox(opts: StartOptions): Promise<RunningSandbox> {
  const { port = 0, host = '127.0.0.1', ...sandboxOptions } = opts;
  // A sandbox bound to a name or address of its own is reached by it: the control API accepts it.
  const named = !WILDCARDS.includes(host);
  const controlHosts = [...(sandboxOptions.controlHosts ?? []), ...(named ? [host] : [])];
  const app = await createSandbox({ ...sandboxOptions, controlHosts });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // Loopback and wildcard binds are reachable as localhost, the name browsers treat as secure.
  const local = ['127.0.0.1', '0.0.0.0', '::', '::1', 'localhost'].includes(host);
  const hostName = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return { url: `http://${hostName}:${actualPort}`, close: () => app.close() };
}
