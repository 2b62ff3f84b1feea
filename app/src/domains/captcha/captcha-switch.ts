/**
 * Whether an action needs the captcha (spec §3, §5): the action's own switch in
 * register.captcha, or the site's white-label flags, whose effect the spec does not state. The
 * readings taken, as an operator of the platform would expect them:
 * - GEETEST3, the Geetest module (its ModuleId in contract §6): the captcha on for login and
 *   registration, the two forms every site protects first;
 * - GEETESTVCODE3 (VCODE, the verification code): the captcha on before an SMS code is sent;
 * - GEETESTTEST3, Geetest's test switch: the captcha on for login and registration on a test
 *   site only (status.test), so an operator tries it there before players meet it.
 */
import type { SiteStatus } from '@wps/contract/status';

export type CaptchaAction = 'login' | 'sms' | 'register';

type Switches = Pick<SiteStatus, 'register' | 'whitelabelVal' | 'test'>;

export function captchaRequired(status: Switches | undefined, action: CaptchaAction): boolean {
  if (!status) return false;
  const own = status.register.captcha;
  const flags = status.whitelabelVal;
  if (action === 'sms') return own.sms === true || flags.GEETESTVCODE3 === true;
  const forms = flags.GEETEST3 === true || (flags.GEETESTTEST3 === true && status.test === true);
  return forms || (action === 'register' ? own.enabled : own.login === true);
}
