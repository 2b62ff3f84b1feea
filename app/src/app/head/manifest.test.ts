import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { siteStatusSchema } from '@wps/contract/status';
import { manifestHref, manifestTemplate } from './manifest';

const ORIGIN = 'https://www.demo.example';
const status = (manifest: unknown) => v.parse(siteStatusSchema, { merchantCode: 'demo', manifest });

describe('web-app manifest (spec §3, §9)', () => {
  it('uses the server manifest when desktop_app_feature is 1', () => {
    expect(manifestHref(status({ desktop_app_feature: 1 }), 'Site', ORIGIN, 42)).toBe(
      '/wps/system/manifest.json?merchantCode=demo&v=42',
    );
  });

  it('fills the built-in template otherwise', () => {
    const manifest = manifestTemplate(
      status({
        desktop_app_feature: 0,
        pwa: { title: 'Demo Lottery', icons: { '192x192': '/i/192.png', '512x512': '/i/512.png' } },
      }),
      'Site',
      ORIGIN,
    );
    expect(manifest).toEqual({
      name: 'Demo Lottery',
      short_name: 'Demo Lottery',
      display: 'standalone',
      orientation: 'portrait',
      scope: 'https://www.demo.example/m/',
      start_url: 'https://www.demo.example/m/home?utm_source=homescreen',
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: 'https://www.demo.example/i/192.png', sizes: '192x192', type: 'image/png' },
        { src: 'https://www.demo.example/i/512.png', sizes: '512x512', type: 'image/png' },
      ],
    });
  });

  it('falls back to the logo for every size and to the app name', () => {
    const manifest = manifestTemplate(status({ image_logo: '/m/icon.svg' }), 'Site', ORIGIN);
    expect(manifest.name).toBe('Site');
    expect(manifest.icons.map((i) => i.sizes)).toEqual([
      '192x192',
      '256x256',
      '384x384',
      '512x512',
    ]);
    expect(manifest.icons[0]).toEqual({
      src: 'https://www.demo.example/m/icon.svg',
      sizes: '192x192',
    });
  });

  it('encodes the template as a data: URL', () => {
    const href = manifestHref(status(undefined), 'Site', ORIGIN, 1);
    expect(href.startsWith('data:application/manifest+json,')).toBe(true);
    expect(JSON.parse(decodeURIComponent(href.split(',')[1] ?? ''))).toMatchObject({
      name: 'Site',
    });
  });
});
