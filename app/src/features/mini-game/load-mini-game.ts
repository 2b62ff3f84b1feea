/**
 * Loads the mini-game script once per variant (spec §4, §7): GET /mini-game/{v1|s1}/minigame.js
 * with `_t` against stale caches. The script registers window.WpsMiniGames[variant].
 */
import { miniGameScript } from '@wps/contract/games';
import { injectScript } from '../../lib/third-party/load-script';
import type { MiniGameVariant } from './mini-game-rules';

export type MiniGameModule = {
  title?: string;
  mount: (host: HTMLElement) => { destroy: () => void };
};

declare global {
  interface Window {
    WpsMiniGames?: Partial<Record<MiniGameVariant, MiniGameModule>>;
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
const loads = new Map<MiniGameVariant, Promise<MiniGameModule>>();

export function loadMiniGame(variant: MiniGameVariant): Promise<MiniGameModule> {
  let load = loads.get(variant);
  if (!load) {
    load = injectScript(`${miniGameScript(variant)}?_t=${Date.now()}`, SCRIPT_TIMEOUT_MS).then(
      () => {
        const module = window.WpsMiniGames?.[variant];
        if (!module) throw new Error(`mini-game ${variant} did not register`);
        return module;
      },
    );
    // A failed load may be tried again on the next mount.
    load.catch(() => loads.delete(variant));
    loads.set(variant, load);
  }
  return load;
}
