/**
 * The banner click router (spec §2): P opens the promotion, URL follows the link, G launches the
 * game. Guests tapping a banner go to registration or login first (beforeLoginGoRegister).
 */
import type { Banner } from '@wps/contract/content';
import { Paths } from '../../lib/router/paths';
import { linkDestination, type Destination, type LinkContext } from './destination';

export type BannerContext = LinkContext & { beforeLoginGoRegister: boolean };

/** The lottery or game launch a G banner asks for (spec §2 /m/launchGame). */
export function gameLaunchPath(banner: Banner): string {
  const query = new URLSearchParams();
  if (banner.vendor) query.set('vendor', banner.vendor);
  const code = banner.nodeId ?? banner.roomId ?? banner.linkage;
  if (code) query.set('code', code);
  if (banner.gameType) query.set('prize_mode', banner.gameType);
  query.set('backUrl', Paths.home);
  return `${Paths.launchGame}?${query.toString()}`;
}

export function bannerDestination(banner: Banner, ctx: BannerContext): Destination {
  if (!ctx.session) {
    return { kind: 'internal', path: ctx.beforeLoginGoRegister ? Paths.register : Paths.login };
  }
  switch (banner.linkageType) {
    case 'P':
      return banner.linkage
        ? { kind: 'internal', path: `${Paths.activity}?id=${encodeURIComponent(banner.linkage)}` }
        : { kind: 'internal', path: Paths.activity };
    case 'URL':
      return linkDestination(banner.linkage ?? banner.externalLink, ctx);
    case 'G':
      return { kind: 'internal', path: gameLaunchPath(banner) };
    default:
      return { kind: 'none' };
  }
}
