/**
 * The demo site's content (contract §3): popup announcements, banners, marquee, news, promotions
 * and their categories, the help centre. Images point at the sandbox's own generated artwork.
 */
import type {
  Announcement,
  Banner,
  HelpEntry,
  Marquee,
  News,
  Promotion,
  PromotionCategory,
} from '@wps/contract/content';
import { contentImagePath } from '../images/content-images.ts';

const DAY = 86_400_000;
// A fixed date so that resets give the same content (tests compare texts and order).
const PUBLISHED = Date.UTC(2026, 10, 1, 9, 0, 0);

export const demoAnnouncements: Announcement[] = [
  {
    id: 101,
    title: 'Welcome to Demo Lottery',
    content:
      '<p>New here? <strong>Register in one minute</strong> and claim a 100% first deposit bonus.</p><p><a href="/m/activity?id=201">See the bonus rules</a></p>',
    execution: 'B',
  },
  {
    id: 102,
    title: 'Scheduled maintenance',
    content:
      '<p>Lottery results will pause on <strong>Tuesday 02:00–03:00 (GMT+8)</strong> for scheduled maintenance. Balances are safe.</p>',
    execution: 'A',
  },
  {
    id: 103,
    title: 'Daily check-in bonus',
    content: '<p>Log in every day this week for up to <em>₱88</em> in free credits.</p>',
    execution: 'A',
    promotionType: 'DAILY',
  },
];

const banner = (bannerId: number, groupName: string, image: string, rest: Partial<Banner>) =>
  ({ bannerId, groupName, url: contentImagePath(image), ...rest }) as Banner;

export const demoBanners: Banner[] = [
  banner(301, 'm_home', 'banner-welcome', {
    title: 'First deposit bonus 100%',
    linkageType: 'P',
    linkage: '201',
  }),
  banner(302, 'm_home', 'banner-lottery', {
    title: 'Vietnam lotto every 5 minutes',
    linkageType: 'URL',
    linkage: '/m/game',
  }),
  banner(303, 'm_home', 'banner-slots', {
    title: 'Invite friends, earn together',
    linkageType: 'URL',
    linkage: '/m/inviteFriends',
  }),
  banner(311, 'm_popup1', 'popup-welcome', { title: 'Welcome gift', linkageType: 'P', linkage: '201' }),
  banner(312, 'm_popup2', 'popup-deposit', { title: 'Top up with GCash', linkageType: 'URL', linkage: '/m/voucherCenter' }),
]; // prettier-ignore

export const demoMarquee: Marquee[] = [
  { id: 401, title: 'Jackpot', content: 'Player j***88 just won ₱52,300 on Super Lotto 6/49!' },
  { id: 402, title: 'Notice', content: 'GCash deposits now credit in under 1 minute.' },
];

export const demoNews: News[] = [
  {
    id: 501,
    title: 'New lottery draws every 5 minutes',
    content: '<p>Vietnam Lotto now draws every five minutes, around the clock.</p>',
    publishTime: PUBLISHED,
  },
  {
    id: 502,
    title: 'Faster withdrawals',
    content: '<p>Withdrawals to GCash and Maya now arrive within <strong>15 minutes</strong>.</p>',
    publishTime: PUBLISHED - 3 * DAY,
  },
  {
    id: 503,
    title: 'Responsible gaming tools',
    content: '<p>Set daily deposit limits from the member centre at any time.</p>',
    publishTime: PUBLISHED - 9 * DAY,
  },
];

export const demoPromotionCategories: PromotionCategory[] = [
  { id: 1, name: 'New members' },
  { id: 2, name: 'Daily' },
  { id: 3, name: 'VIP' },
];

export const demoPromotions: (Promotion & { category?: string })[] = [
  {
    id: 201,
    title: '100% first deposit bonus',
    content:
      '<p>Deposit ₱100 or more for the first time and we match it <strong>100%</strong>, up to ₱5,000.</p><ul><li>Turnover 10× before withdrawal</li><li>One bonus per player</li></ul>',
    image: contentImagePath('promo-first-deposit'),
    promoAnnouncementCategoryIds: [1],
    redirect: 'DEPOSIT',
  },
  {
    id: 202,
    title: 'Daily check-in',
    content: '<p>Seven days in a row earns a mystery box on day seven.</p>',
    image: contentImagePath('promo-daily'),
    promoAnnouncementCategoryIds: [2],
    redirect: 'REWARD_CENTER',
  },
  {
    id: 203,
    title: 'VIP weekly cashback',
    content: '<p>Up to <strong>1.2%</strong> cashback every Monday for VIP members.</p>',
    image: contentImagePath('promo-vip'),
    promoAnnouncementCategoryIds: [3],
    redirect: 'MEMBER',
  },
  {
    id: 204,
    title: 'Invite friends',
    content: '<p>Earn ₱50 for every friend who registers and deposits.</p>',
    image: contentImagePath('promo-referral'),
    promoAnnouncementCategoryIds: [1, 2],
    redirect: 'INVITE_FRIENDS',
    buttonLabel: 'Invite now',
  },
  {
    id: 205,
    title: 'Get the app',
    content: '<p>Download the app and receive ₱20 free credit.</p>',
    promoAnnouncementCategoryIds: [2],
    redirect: 'APP_DOWNLOAD',
    category: 'app_download',
  },
];

export const demoHelpCenter: HelpEntry[] = [
  {
    id: 601,
    title: 'How do I deposit?',
    content:
      '<p>Open <strong>Deposit</strong>, pick a channel (GCash, Maya, bank), enter the amount and follow the steps.</p>',
  },
  {
    id: 602,
    title: 'How long do withdrawals take?',
    content: '<p>Most withdrawals arrive within 15 minutes; bank transfers up to 24 hours.</p>',
  },
  {
    id: 603,
    title: 'I forgot my password',
    content: '<p>Contact customer service from the tab bar; we verify your identity first.</p>',
  },
  {
    id: 604,
    title: 'Responsible gaming',
    content: '<p>Set limits or pause your account any time. Players must be 21 or older.</p>',
  },
];
