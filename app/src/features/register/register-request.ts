/**
 * The registration request (spec §3, contract §3), built from the form, the launch context,
 * the stored attribution (reg_info) and the click-id cookies (pixelTrack).
 */
import type { PixelTrack, RegisterRequest } from '@wps/contract/auth';
import type { PixelSettings } from '@wps/contract/tracking';
import type { AdParams } from '../../domains/attribution/heartbeat';
import { clickIdsOf, pixelIdsOf } from '../../domains/tracking/event-payload';
import type { RegInfo } from '../../lib/storage/keys';
import type { RegisterMethod } from '../../lib/device/launch-context';

export type { PixelTrack, RegisterRequest };

export type RegisterContext = {
  registerMethod: RegisterMethod;
  href: string;
  hostname: string;
  deviceId: string;
  regInfo: RegInfo | null;
  cookies: (name: string) => string | null;
  /** The site's pixel settings when they have arrived, and the kept ad parameters. */
  pixels?: PixelSettings | null;
  kept?: AdParams;
};

/**
 * The pixel track (spec §3): tid and the site's pixel ids, the click ids of the address bar (or
 * of the last ad landing, kept 30 days) and the _fbc/_fbp cookies.
 */
export function pixelTrackOf(
  search: string,
  cookies: (name: string) => string | null,
  pixels: PixelSettings | null = null,
  kept: AdParams = {},
): PixelTrack {
  return { ...pixelIdsOf(pixels), ...clickIdsOf(search, cookies, kept) };
}

export function buildRegisterRequest(
  form: Pick<
    RegisterRequest,
    'username' | 'mobileNum' | 'countryDialingCode' | 'verificationCode' | 'password'
  >,
  ctx: RegisterContext,
): RegisterRequest {
  const url = new URL(ctx.href);
  url.searchParams.delete('token');
  url.searchParams.delete('tokens');
  const pixelTrack = pixelTrackOf(url.search, ctx.cookies, ctx.pixels, ctx.kept);
  return {
    registerMethod: ctx.registerMethod,
    registerUrl: url.href,
    loginDeviceId: ctx.deviceId,
    isOfficialAppLogin: ctx.registerMethod === 'APP',
    domain: ctx.hostname,
    ...(ctx.regInfo?.referralCode ? { referralCode: ctx.regInfo.referralCode } : {}),
    ...(ctx.regInfo?.affiliateCode ? { affiliateCode: ctx.regInfo.affiliateCode } : {}),
    ...(Object.keys(pixelTrack).length ? { pixelTrack } : {}),
    login: true,
    ...Object.fromEntries(
      Object.entries(form).filter(([, value]) => value !== undefined && value !== ''),
    ),
    password: form.password,
  };
}
