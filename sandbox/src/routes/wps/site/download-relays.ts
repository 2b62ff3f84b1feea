/**
 * WPSCORE_getDownloadSetting?domain= (spec §7, contract/src/download.ts): the merchant's
 * download-prompt settings for that domain. No session needed: guests get prompts too.
 */
import type { FastifyPluginAsync } from 'fastify';
import { DownloadRelay } from '@wps/contract/download';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { downloadSettingFor } from '../../../app-download/settings.ts';
import { ok } from '../../../http/envelope.ts';

export const downloadRelays: FastifyPluginAsync<WpsContext> = async (app) => {
  app.get<{ Querystring: { domain?: string } }>(`/${DownloadRelay.setting}`, async (request) =>
    ok(downloadSettingFor(requestMerchant(request).downloadSetting, request.query.domain ?? '')),
  );
};
