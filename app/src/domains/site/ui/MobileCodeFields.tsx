/**
 * The mobile number (with the country dialling-code picker) and SMS code fields, with the send
 * button and its countdown, shared by SMS login and mobile registration.
 */
import type { ChangeEvent, RefObject } from 'react';
import { useI18n } from '../../../lib/i18n/i18n';
import { flagOf, useCountries } from '../countries';
import { useSiteStatus } from '../status';
import { CountryPicker } from '../../../ui/CountryPicker';
import { TextField } from '../../../ui/TextField';
import '../../../styles/fields.css';

type FieldProps = {
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  error?: string;
};

type Props = {
  mobile: FieldProps;
  code: FieldProps;
  dialing: string;
  onDialing: (code: string) => void;
  mobileRef: RefObject<HTMLInputElement | null>;
  codeRef: RefObject<HTMLInputElement | null>;
  secondsLeft: number;
  sending: boolean;
  onSend: () => void;
};

export function MobileCodeFields({
  mobile,
  code,
  dialing,
  onDialing,
  mobileRef,
  codeRef,
  secondsLeft,
  sending,
  onSend,
}: Props) {
  const { t } = useI18n();
  const countries = useCountries().data ?? [];
  // The picker is fixed to the site's code under the white-label flag (spec §2).
  const pickerOff = useSiteStatus().data?.whitelabelVal.UPDATEMOBILEICC3 === true;
  return (
    <>
      <TextField
        ref={mobileRef}
        label={t('register.mobile')}
        name="mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        dir="ltr"
        {...mobile}
        leading={
          countries.length ? (
            <CountryPicker
              countries={countries.map((c) => ({ ...c, flag: flagOf(c.countryCode) }))}
              value={dialing}
              onChange={onDialing}
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
        {...code}
        trailing={
          <button
            type="button"
            className="field-action"
            disabled={sending || secondsLeft > 0}
            onClick={onSend}
            data-testid="send-code"
          >
            {secondsLeft > 0 ? t('register.resendIn', { s: secondsLeft }) : t('register.sendCode')}
          </button>
        }
      />
    </>
  );
}
