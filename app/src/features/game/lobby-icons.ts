/**
 * Remembers the icons the lobby's first lane draws first, so that index.html preloads them on
 * the next visit of /m/game (app/first-paint/lcp-preload-script.ts) before the status and the
 * lanes have answered: one of them is the lobby's largest paint. Stored as the addresses the
 * <img> elements ask for (lib/storage/lcp-image-url); a lobby whose first lane draws none of
 * them removes the stored list, so that a later visit never preloads icons it won't show.
 */
import { useEffect } from 'react';
import { LOBBY_FIRST_SCREEN } from '../../domains/games/lobby-first-screen';
import { lcpImageAddress } from '../../lib/storage/lcp-image-url';
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';
import type { Lane } from './game-lanes';

/** The addresses to remember of the lanes as the lobby draws them unfiltered, first lane first. */
export function lobbyIconAddresses(lanes: readonly Lane[], page: string): string[] {
  const addresses: string[] = [];
  for (const card of lanes[0]?.cards.slice(0, LOBBY_FIRST_SCREEN.cards) ?? []) {
    const address = card.icon ? lcpImageAddress(card.icon, page) : null;
    if (address) addresses.push(address);
  }
  return addresses;
}

/** The lanes once they have answered (undefined while unknown). */
export function useRememberLobbyIcons(lanes: readonly Lane[] | undefined): void {
  useEffect(() => {
    if (!lanes) return;
    const addresses = lobbyIconAddresses(lanes, document.baseURI);
    // Written only when they change: most visits draw the same first lane as the last.
    if (addresses.length === 0) removeStored('lobby_icons');
    else if (JSON.stringify(readStored('lobby_icons')) !== JSON.stringify(addresses))
      writeStored('lobby_icons', addresses);
  }, [lanes]);
}
