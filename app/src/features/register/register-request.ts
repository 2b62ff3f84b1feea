/**
 * The registration request (spec §3, contract §3), built from the form, the launch context,
 * the stored attribution (reg_info) and the click-id cookies (pixelTrack).
 */
import type { PixelTrack, RegisterRequest } from '@wps/contract/auth';
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
};

/** Click ids from the address bar and the _fbc/_fbp cookies. */
export function pixelTrackOf(search: string, cookies: (name: string) => string | null): PixelTrack {
  const params = new URLSearchParams(search);
  const track: PixelTrack = {};
  for (const key of ['gclid', 'ttclid', 'kwaiclid', 'twclid', 'utm_source'] as const) {
    const value = params.get(key);
    if (value) track[key] = value;
  }
  const fbc = cookies('_fbc');
  const fbp = cookies('_fbp');
  if (fbc) track.fbc = fbc;
  if (fbp) track.fbp = fbp;
  return track;
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
  const pixelTrack = pixelTrackOf(url.search, ctx.cookies);
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
