import { describe, expect, it } from 'vitest';
import { buildRegisterRequest, pixelTrackOf } from './register-request';

const cookies = (jar: Record<string, string>) => (name: string) => jar[name] ?? null;

describe('registration request (spec §3)', () => {
  it('carries the context, reg_info codes, pixel track and the login flag', () => {
    const request = buildRegisterRequest(
      { username: 'player1', password: 'abc123' },
      {
        registerMethod: 'H5',
        href: 'https://agent7.demo.example/m/register?r=ref42&token=secret&gclid=g1',
        hostname: 'agent7.demo.example',
        deviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
        regInfo: {
          affiliateCode: 'agent7',
          referralCode: 'ref42',
          originalDomain: 'agent7.demo.example',
        },
        cookies: cookies({ _fbc: 'fb.1.1.x', _fbp: 'fb.1.1.y' }),
      },
    );
    expect(request).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://agent7.demo.example/m/register?r=ref42&gclid=g1',
      loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
      isOfficialAppLogin: false,
      domain: 'agent7.demo.example',
      referralCode: 'ref42',
      affiliateCode: 'agent7',
      pixelTrack: { gclid: 'g1', fbc: 'fb.1.1.x', fbp: 'fb.1.1.y' },
      login: true,
      username: 'player1',
      password: 'abc123',
    });
  });

  it('marks an app registration as official and leaves out what is absent', () => {
    const request = buildRegisterRequest(
      {
        mobileNum: '9171234567',
        countryDialingCode: '63',
        verificationCode: '123456',
        password: 'abc123',
        username: '',
      },
      {
        registerMethod: 'APP',
        href: 'https://www.demo.example/m/register',
        hostname: 'www.demo.example',
        deviceId: 'd'.repeat(36),
        regInfo: null,
        cookies: cookies({}),
      },
    );
    expect(request).toEqual({
      registerMethod: 'APP',
      registerUrl: 'https://www.demo.example/m/register',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: true,
      domain: 'www.demo.example',
      login: true,
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      password: 'abc123',
    });
  });

  it('reads click ids from the query and the Meta cookies', () => {
    expect(pixelTrackOf('?ttclid=t&utm_source=ads&x=1', cookies({ _fbp: 'p' }))).toEqual({
      ttclid: 't',
      utm_source: 'ads',
      fbp: 'p',
    });
  });
});
