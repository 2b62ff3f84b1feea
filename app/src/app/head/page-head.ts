/**
 * Search-engine metadata per path (spec §2): title and description, with the /m/home entry as
 * the fallback; robots noindex by rule; a canonical link without the query.
 */
import type { MessageKey } from '../../lib/i18n/messages';
import { HOME_PATHS, Paths } from '../../lib/router/paths';

type HeadEntry = { title: MessageKey; description: MessageKey };

const HOME: HeadEntry = { title: 'page.home', description: 'meta.home' };

/** Every route's title; pages without a description of their own use the home one. */
const HEAD: Readonly<Record<string, HeadEntry>> = {
  [Paths.game]: { title: 'page.game', description: 'meta.game' },
  [Paths.activity]: { title: 'page.activity', description: 'meta.activity' },
  [Paths.news]: { title: 'page.news', description: 'meta.news' },
  [Paths.help]: { title: 'page.help', description: 'meta.help' },
  [Paths.register]: { title: 'page.register', description: 'meta.register' },
  [Paths.registerHtml]: { title: 'page.register', description: 'meta.register' },
  ...titled([
    [Paths.launchGame, 'page.launchGame'],
    [Paths.login, 'page.login'],
    [Paths.changePassword, 'page.changePassword'],
    [Paths.memberHome, 'page.memberHome'],
    [Paths.benefits, 'page.benefits'],
    [Paths.voucherCenter, 'page.voucherCenter'],
    [Paths.withdraw, 'page.withdraw'],
    [Paths.addBankCard, 'page.addBankCard'],
    [Paths.addBankCardPix, 'page.addBankCardPix'],
    [Paths.rewardCenter, 'page.rewardCenter'],
    [Paths.leaderBoard, 'page.leaderBoard'],
    [Paths.mall, 'page.mall'],
    [Paths.inviteFriends, 'page.inviteFriends'],
    [Paths.agentRegister, 'page.agentRegister'],
    [Paths.feedback, 'page.feedback'],
    [Paths.saferGambling, 'rg.page.title'],
  ]),
};

function titled(entries: [string, MessageKey][]): Record<string, HeadEntry> {
  return Object.fromEntries(
    entries.map(([path, title]) => [path, { title, description: HOME.description }]),
  );
}

export function headEntryFor(path: string): HeadEntry {
  if (HOME_PATHS.includes(path)) return HOME;
  return HEAD[path] ?? HOME;
}

export function canonicalUrl(origin: string, path: string): string {
  return `${origin}${path}`;
}
