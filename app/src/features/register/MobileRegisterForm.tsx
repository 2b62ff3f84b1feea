import { useRef, type FormEvent } from 'react';
import { codeProblem, mobileProblem, passwordProblem } from '../../lib/forms/account-rules';
import { useForm } from '../../lib/forms/useForm';
import { useI18n } from '../../lib/i18n/i18n';
import { flagOf, useCountries } from '../../lib/site/countries';
import { useSiteStatus } from '../../lib/site/status';
import { useSmsSender } from '../../lib/sms/useSmsSender';
import { Button } from '../../ui/Button';
import { CaptchaWidget } from '../../ui/CaptchaWidget';
import { CountryPicker } from '../../ui/CountryPicker';
import { TextField } from '../../ui/TextField';
import { useRegisterSubmit } from './useRegisterSubmit';

/**
 * When the operator turns mobile password registration off (white-label MOBILEPWDREG3, a
 * project addition: the spec names no flag), the account gets this fixed six-character default
 * (spec §5) and the player can change it later.
 */
export const MOBILE_DEFAULT_PASSWORD = 'abc123';

const FIELDS = ['mobile', 'code', 'password'] as const;

export function MobileRegisterForm() {
  const { t } = useI18n();
  const status = useSiteStatus().data;
  const countries = useCountries().data ?? [];
  const withPassword = status?.whitelabelVal.MOBILEPWDREG3 === true;
  // The picker is fixed to the site's code under the white-label flag (spec §2).
  const pickerOff = status?.whitelabelVal.UPDATEMOBILEICC3 === true;
  const form = useForm(
    { dialing: status?.countryDialingCode ?? '', mobile: '', code: '', password: '' },
    (v) => ({
      mobile: mobileProblem(v.mobile),
      code: codeProblem(v.code),
      password: withPassword ? passwordProblem(v.password) : undefined,
    }),
    t,
  );
  const sms = useSmsSender();
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { submit, busy, captcha } = useRegisterSubmit(true);
  const digits = form.values.mobile.replace(/[\s-]/g, '');

  async function sendCode() {
    form.touch('mobile');
    if (form.problems.mobile) return mobileRef.current?.focus();
    if (await sms.send(form.values.dialing, digits)) codeRef.current?.focus();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const first = form.validate(FIELDS);
    if (first)
      return { mobile: mobileRef, code: codeRef, password: passwordRef }[first].current?.focus();
    void submit({
      mobileNum: digits,
      countryDialingCode: form.values.dialing,
      verificationCode: form.values.code.trim(),
      password: withPassword ? form.values.password : MOBILE_DEFAULT_PASSWORD,
    });
  }

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <TextField
        ref={mobileRef}
        label={t('register.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        {...form.props('mobile')}
        leading={
          countries.length ? (
            <CountryPicker
              countries={countries.map((c) => ({ ...c, flag: flagOf(c.countryCode) }))}
              value={form.values.dialing}
              onChange={(code) => form.set('dialing', code)}
              disabled={pickerOff}
              label={t('register.country')}
              closeLabel={t('common.close')}
            />
          ) : null
        }
      />
      <TextField
        ref={codeRef}
        label={t('register.smsCode')}
        name="one-time-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        {...form.props('code')}
        trailing={
          <button
            type="button"
            className="field-action"
            disabled={sms.sending || sms.left > 0}
            onClick={() => void sendCode()}
            data-testid="send-code"
          >
            {sms.left > 0 ? t('register.resendIn', { s: sms.left }) : t('register.sendCode')}
          </button>
        }
      />
      {withPassword ? (
        <TextField
          ref={passwordRef}
          label={t('login.password')}
          name="new-password"
          type="password"
          autoComplete="new-password"
          {...form.props('password')}
        />
      ) : null}
      {captcha.required ? (
        <CaptchaWidget state={captcha.state} onVerify={captcha.verify} onRetry={captcha.retry} />
      ) : null}
      <Button type="submit" block busy={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
