/**
 * /m/securityCenter/addBankCardPix (spec §2): a Pix key. The player chooses the key type FIRST
 * (one string can be a valid key of two types: 11 digits are a CPF or a phone number), then types
 * the key with that type's keyboard and rules. The normalized key is what is sent.
 */
import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { isValidHolderName, validatePixKey } from '@wps/contract/br-documents';
import { MoneyErrorCode, PIX_KEY_TYPES, type PixKeyType } from '@wps/contract/money';
import { isApiError } from '../../lib/api/errors';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { FormSubmit } from '../../ui/FormSubmit';
import { Page } from '../../ui/Page';
import { TextField } from '../../ui/TextField';
import { addPixKey } from './api/add-account';
import { useSaveAccount } from './useSaveAccount';
import '../../styles/money.css';

type KeyField = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'autoComplete'
> & {
  label: MessageKey;
  error: MessageKey;
};

const KEY_FIELD: Record<PixKeyType, KeyField> = {
  CPF: {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'off',
    label: 'pix.type.cpf',
    error: 'pix.error.cpf',
  },
  // The new CNPJ has letters in its first 12 characters: a numeric keyboard would lock them out.
  CNPJ: {
    type: 'text',
    inputMode: 'text',
    autoComplete: 'off',
    label: 'pix.type.cnpj',
    error: 'pix.error.cnpj',
  },
  PHONE: {
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    label: 'pix.type.phone',
    error: 'pix.error.phone',
  },
  EMAIL: {
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    label: 'pix.type.email',
    error: 'pix.error.email',
  },
  EVP: {
    type: 'text',
    inputMode: 'text',
    autoComplete: 'off',
    label: 'pix.type.evp',
    error: 'pix.error.evp',
  },
};

export default function AddPixKeyPage() {
  const { t } = useI18n();
  const [keyType, setKeyType] = useState<PixKeyType | null>(null);
  const [key, setKey] = useState('');
  const [holderName, setHolderName] = useState('');
  const [checked, setChecked] = useState(false);
  // A key is judged once the player leaves the field (or submits), not at its first character.
  const [keyLeft, setKeyLeft] = useState(false);
  const { busy, error, save, dialog } = useSaveAccount((failure) =>
    keyType && isApiError(failure) && failure.errorCode === MoneyErrorCode.pixKeyInvalid
      ? t(KEY_FIELD[keyType].error)
      : undefined,
  );

  const validated = keyType ? validatePixKey(keyType, key) : null;
  const keyProblem =
    keyType && validated && !validated.ok && (checked || keyLeft)
      ? t(KEY_FIELD[keyType].error)
      : undefined;
  const nameProblem = isValidHolderName(holderName) ? undefined : t('bank.error.holderName');

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (!keyType || !validated?.ok || nameProblem) return;
    save((stepUp) =>
      addPixKey({ keyType, key: validated.normalized, holderName: holderName.trim(), stepUp }),
    );
  }

  const field = keyType ? KEY_FIELD[keyType] : null;
  return (
    <Page title={t('page.addBankCardPix')}>
      <form className="money-form card" onSubmit={submit} noValidate>
        <fieldset className="choice-group choice-row">
          <legend className="field-label">{t('pix.keyType')}</legend>
          <p className="muted">{t('pix.chooseType')}</p>
          {PIX_KEY_TYPES.map((type) => (
            <label key={type} className="choice">
              <input
                type="radio"
                name="keyType"
                value={type}
                checked={keyType === type}
                onChange={() => setKeyType(type)}
              />
              <span className="choice-name">{t(KEY_FIELD[type].label)}</span>
            </label>
          ))}
        </fieldset>
        {field ? (
          <TextField
            label={t('pix.key')}
            name="pixKey"
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            value={key}
            error={keyProblem}
            onChange={(event) => setKey(event.target.value)}
            onBlur={() => setKeyLeft(key !== '')}
          />
        ) : null}
        <TextField
          label={t('bank.holderName')}
          name="holderName"
          autoComplete="name"
          value={holderName}
          error={checked ? nameProblem : undefined}
          onChange={(event) => setHolderName(event.target.value)}
        />
        {checked && !keyType ? (
          <p className="field-error" role="alert">
            {t('pix.error.type')}
          </p>
        ) : null}
        <FormSubmit
          error={error}
          busy={busy}
          label={t('bank.save')}
          busyLabel={t('common.pleaseWait')}
        />
      </form>
      {dialog}
    </Page>
  );
}
