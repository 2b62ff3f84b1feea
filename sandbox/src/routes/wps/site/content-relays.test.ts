import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  APP_DOWNLOAD_ANNOUNCEMENTS_QUERY,
  announcementsSchema,
  availablePromotionsSchema,
  ContentApi,
  helpCenterSchema,
  promotionCategoriesSchema,
} from '@wps/contract/content';
import { SandboxApi } from '@wps/contract/paths';
import { testSandbox } from '../../../test-support/sandbox.ts';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testSandbox();
});
afterEach(() => app.close());

const get = async (url: string) => {
  const body = (await app.inject({ method: 'GET', url })).json();
  expect(body.success).toBe(true);
  return body.value as unknown;
};

describe('MCSFE_getListAnnouncements', () => {
  it('answers every seeded list, valid for the client, when all types are asked', async () => {
    const value = v.parse(
      announcementsSchema,
      await get(`${ContentApi.announcements}?types=A,B,M,N,PR&platform=M`),
    );
    expect(value.announcements.map((a) => a.execution).sort()).toEqual(['A', 'A', 'B']);
    expect(value.banners.filter((b) => b.groupName === 'm_home')).toHaveLength(3);
    expect(value.banners.some((b) => b.groupName === 'm_popup1')).toBe(true);
    expect(value.player.length).toBeGreaterThan(0);
    expect(value.news.length).toBeGreaterThan(0);
    expect(value.promotions.length).toBeGreaterThan(3);
  });

  it('answers only the types asked for', async () => {
    const value = (await get(`${ContentApi.announcements}?types=B&platform=M`)) as object;
    expect(Object.keys(value)).toEqual(['banners']);
  });

  it('filters promotions by a category id or a named category', async () => {
    const byId = v.parse(
      announcementsSchema,
      await get(`${ContentApi.announcements}?types=PR&category=3`),
    );
    expect(byId.promotions.map((p) => p.id)).toEqual([203]);
    const named = v.parse(
      announcementsSchema,
      await get(
        `${ContentApi.announcements}?${new URLSearchParams(APP_DOWNLOAD_ANNOUNCEMENTS_QUERY)}`,
      ),
    );
    expect(named.promotions.map((p) => p.redirect)).toEqual(['APP_DOWNLOAD']);
  });

  it('serves what the control API patched', async () => {
    const marquee = [{ id: 9, title: 'T', content: 'Patched line' }];
    await app.inject({ method: 'PATCH', url: SandboxApi.merchant('demo'), payload: { marquee } });
    expect(await get(`${ContentApi.announcements}?types=M`)).toEqual({ player: marquee });
  });
});

describe('other content calls', () => {
  it('answers categories, available promotions and the help centre', async () => {
    const categories = v.parse(
      promotionCategoriesSchema,
      await get(ContentApi.promotionCategories),
    );
    expect(categories.map((c) => c.id)).toEqual([1, 2, 3]);
    const available = v.parse(availablePromotionsSchema, await get(ContentApi.availablePromotions));
    expect(available.REFERRAL.enabled).toBe(true);
    const help = v.parse(helpCenterSchema, await get(ContentApi.helpCenter));
    expect(help.length).toBeGreaterThan(2);
  });

  it('serves the seeded banner artwork as PNG', async () => {
    const value = v.parse(announcementsSchema, await get(`${ContentApi.announcements}?types=B`));
    const banner = value.banners[0];
    const response = await app.inject({ method: 'GET', url: banner?.url ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
