/** /wps/verification: SMS codes for visitors (ModuleId VERIFICATION3), not encrypted. */
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { checkCaptcha } from '../../../captcha/geetest.ts';
import { requestMerchant, type WpsContext } from '../../../http/request-context.ts';
import { ok } from '../../../http/envelope.ts';
import { internationalNumber, invalidMobile, sendSmsCode } from '../../../sms/codes.ts';

// Fields are checked by internationalNumber; the captcha fields pass through to checkCaptcha.
const smsRequestSchema = v.looseObject({
  countryDialingCode: v.unknown(),
  mobileNum: v.unknown(),
});

export const verificationRoutes: FastifyPluginAsync<WpsContext> = async (app, { db }) => {
  app.post('/verification/sms/noLogin', async (request) => {
    const input = v.safeParse(smsRequestSchema, request.body);
    if (!input.success) return invalidMobile();
    const mobile = internationalNumber(input.output.countryDialingCode, input.output.mobileNum);
    if (!mobile) return invalidMobile();
    const captcha = checkCaptcha(db, requestMerchant(request), 'sms', input.output);
    if (captcha) return captcha;
    const result = sendSmsCode(db, mobile);
    return 'success' in result ? result : ok(result);
  });
};
