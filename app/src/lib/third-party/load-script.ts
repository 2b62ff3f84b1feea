/**
 * Loads a provider script from the first server that answers (spec §7): each server in turn,
 * 3 s each; when none does, the provider's own network-failure code (60204 for the main js
 * resource, 60205 for the gct resource) is reported.
 */
export const SCRIPT_TIMEOUT_MS = 3000;

export class ScriptLoadError extends Error {
  constructor(readonly code: number) {
    super('Network failure');
    this.name = 'ScriptLoadError';
  }
}

export type ScriptInjector = (src: string, timeoutMs: number) => Promise<void>;

/** Appends a <script>; resolves on load, rejects on error or timeout (and removes it). */
export const injectScript: ScriptInjector = (src, timeoutMs) =>
  new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = setTimeout(() => fail(), timeoutMs);
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(`script failed: ${src}`));
    };
    script.src = src;
    script.async = true;
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = fail;
    document.head.append(script);
  });

export async function loadFromServers(
  servers: readonly string[],
  file: string,
  code: number,
  inject: ScriptInjector = injectScript,
  timeoutMs = SCRIPT_TIMEOUT_MS,
): Promise<string> {
  for (const server of servers) {
    const src = `${server.replace(/\/+$/, '')}/${file}`;
    try {
      await inject(src, timeoutMs);
      return src;
    } catch {
      // next server
    }
  }
  throw new ScriptLoadError(code);
}
