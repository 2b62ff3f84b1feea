/**
 * The calls index.html asks for on a page's behalf, shared by the boot call (on a repeat visit,
 * beside the status) and the content call (once the status has answered): one description, so
 * the two scripts and the request layer send the very same request.
 */
import { GAME_PLATFORM, GameApi } from '../../../contract/src/games';
import { ModuleId } from '../../../contract/src/module-ids';
import { Paths } from '../../src/lib/router/paths';

/** The headers of the content's calls and the pages' own, before Language and Merchant. */
export const CONTENT_HEADERS = { 'Content-Type': 'application/json', ModuleId: ModuleId.common };

/** The lobby's lanes (domains/games/vendor-lanes.ts): one of their icons is its largest paint. */
export const LOBBY_LANES_CALL = {
  paths: [Paths.game],
  path: GameApi.vendorLanes,
  query: { platform: GAME_PLATFORM },
};
