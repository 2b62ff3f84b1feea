/** The two-factor modal of login_verify_required (spec §2, §4, §5, §8). */
import { useRef, useState, type FormEvent } from 'react';
import type { TwoFactorMethod } from '@wps/contract/auth';
import type { LoginValue } from '@wps/contract/session';
import { isApiError } from '../../../lib/api/errors';
import { useI18n } from '../../../lib/i18n/i18n';
import { overlayForError } from '../../../lib/overlays/error-notice';
import { overlays } from '../../../lib/overlays/overlays';
import { useSiteStatus } from '../../../domains/site/status';
import { useSmsSender } from '../../../domains/sms/useSmsSender';
import { identityFailureOverlay } from '../../../domains/identity/identity-failure';
import { isIdentityError } from '../../../domains/identity/provider';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { TabPills } from '../../../ui/TabPills';
import { verifyLogin } from '../api/login-verification';
import {
  FIELDS_OF,
  firstMissing,
  LABEL_OF,
  tabsFrom,
  verificationRequest,
  type TwoFactorField,
} from './two-factor-form';
import '../../../styles/forms.css';
import '../../../styles/fields.css';

/** 'login_2fa_pass' shows for 1.5 s; the login continues after 500 ms (spec §8). */
export const PASS_TOAST_MS = 1500;
export const CONTINUE_AFTER_MS = 500;

const TAB_LABEL = {
  payeeName: 'twoFactor.tab.payee',
  sms: 'twoFactor.tab.sms',
  ga: 'twoFactor.tab.ga',
  email: 'twoFactor.tab.email',
} as const;

type Props = {
  methods: readonly string[];
  credentials: { username: string; password: string };
  onVerified: (value: LoginValue) => void;
  onClose: () => void;
};

export default function TwoFactorDialog({ methods, credentials, onVerified, onClose }: Props) {
  const { t } = useI18n();
  const dialing = useSiteStatus().data?.countryDialingCode ?? '';
  const tabs = tabsFrom(methods);
  const [method, setMethod] = useState<TwoFactorMethod>(tabs[0] ?? 'email');
  const [values, setValues] = useState<Partial<Record<TwoFactorField, string>>>({});
  const [missing, setMissing] = useState<TwoFactorField | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsSender({ firebasePath: true });
  const form = useRef<HTMLFormElement>(null);

  const mark = (field: TwoFactorField) => {
    setMissing(field);
    // Focus after the error is drawn, so screen readers announce the field with its error.
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus(),
    );
  };

  async function sendCode() {
    const mobile = values.mobileNum?.trim();
    if (!mobile) return mark('mobileNum');
    await sms.send(dialing, mobile);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const field = firstMissing(method, values);
    if (field) return mark(field);
    setBusy(true);
    try {
      const proof = method === 'sms' ? await sms.proof(values.verificationCode?.trim() ?? '') : '';
      const value = await verifyLogin(verificationRequest(credentials, method, values, proof));
      overlays.open({
        kind: 'toast',
        message: { key: 'twoFactor.passed' },
        durationMs: PASS_TOAST_MS,
      });
      setTimeout(() => onVerified(value), CONTINUE_AFTER_MS);
    } catch (error) {
      const overlay = isApiError(error)
        ? overlayForError(error, location.protocol)
        : isIdentityError(error)
          ? identityFailureOverlay(error)
          : null;
      if (overlay) overlays.open(overlay);
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('twoFactor.title')} closeLabel={t('common.close')} onClose={onClose}>
      <TabPills
        idPrefix="two-factor"
        label={t('twoFactor.title')}
        tabs={tabs.map((tab) => ({ id: tab, label: t(TAB_LABEL[tab]) }))}
        value={method}
        onChange={(tab) => {
          setMethod(tab);
          setMissing(null);
        }}
      />
      <form
        ref={form}
        className="auth-form two-factor-form"
        id="two-factor-panel"
        role="tabpanel"
        aria-labelledby={`two-factor-tab-${method}`}
        onSubmit={submit}
        noValidate
      >
        {FIELDS_OF[method].map((field) => (
          <TextField
            key={`${method}-${field}`}
            label={t(LABEL_OF[field])}
            name={field}
            inputMode={field === 'email' ? 'email' : field === 'payeeName' ? 'text' : 'numeric'}
            autoComplete={
              field === 'verificationCode' || field === 'authCode' ? 'one-time-code' : 'off'
            }
            value={values[field] ?? ''}
            onChange={(e) => {
              setValues((v) => ({ ...v, [field]: e.target.value }));
              if (missing === field) setMissing(null);
            }}
            error={missing === field ? t('twoFactor.required') : undefined}
            trailing={
              field === 'verificationCode' ? (
                <button
                  type="button"
                  className="field-action"
                  disabled={sms.sending || sms.left > 0}
                  onClick={() => void sendCode()}
                >
                  {sms.left > 0 ? t('register.resendIn', { s: sms.left }) : t('register.sendCode')}
                </button>
              ) : undefined
            }
          />
        ))}
        <Button type="submit" block busy={busy}>
          {t('twoFactor.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
