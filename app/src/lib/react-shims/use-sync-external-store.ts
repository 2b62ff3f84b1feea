/**
 * wouter imports `use-sync-external-store/shim` for React 17 and older; React 19 has the hook
 * built in, so the build aliases the shim here (vite.config.ts) and the first paint does not
 * carry its fallback code.
 */
export { useSyncExternalStore } from 'react';
