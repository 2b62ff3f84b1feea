/** /m/securityCenter/addBankCard (spec §2): a bank, the holder's name and the account number. */
import { useId, useState, type FormEvent } from 'react';
import { isValidAccountNumber, isValidHolderName } from '@wps/contract/br-documents';
import { useI18n } from '../../lib/i18n/i18n';
import { FormSubmit } from '../../ui/FormSubmit';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { addBankCard } from './api/add-account';
import { useBanks } from './api/banks';
import { useSaveAccount } from './useSaveAccount';
import '../../styles/money.css';

export default function AddBankCardPage() {
  const { t } = useI18n();
  const banks = useBanks();
  const selectId = useId();
  const [bankCode, setBankCode] = useState('');
  const [holderName, setHolderName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [checked, setChecked] = useState(false);
  const { busy, error, save, dialog } = useSaveAccount();

  const problems = {
    bank: bankCode ? undefined : t('bank.error.bank'),
    holderName: isValidHolderName(holderName) ? undefined : t('bank.error.holderName'),
    accountNumber: isValidAccountNumber(accountNumber) ? undefined : t('bank.error.accountNumber'),
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problems.bank || problems.holderName || problems.accountNumber) return;
    save((stepUp) =>
      addBankCard({
        bankCode,
        holderName: holderName.trim(),
        accountNumber: accountNumber.replace(/[\s-]/g, ''),
        stepUp,
      }),
    );
  }

  return (
    <Page title={t('page.addBankCard')}>
      {banks.isPending ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <form className="money-form card" onSubmit={submit} noValidate>
          <div className={`field${checked && problems.bank ? ' field-invalid' : ''}`}>
            <label htmlFor={selectId} className="field-label">
              {t('bank.bank')}
            </label>
            <div className="field-control">
              <select
                id={selectId}
                className="field-input"
                value={bankCode}
                aria-invalid={checked && problems.bank ? true : undefined}
                aria-describedby={`${selectId}-error`}
                onChange={(event) => setBankCode(event.target.value)}
              >
                <option value="">{t('bank.chooseBank')}</option>
                {(banks.data ?? []).map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </select>
            </div>
            <p
              id={`${selectId}-error`}
              className="field-error"
              role={checked && problems.bank ? 'alert' : undefined}
            >
              {checked ? (problems.bank ?? '') : ''}
            </p>
          </div>
          <TextField
            label={t('bank.holderName')}
            name="holderName"
            autoComplete="name"
            value={holderName}
            error={checked ? problems.holderName : undefined}
            onChange={(event) => setHolderName(event.target.value)}
          />
          <TextField
            label={t('bank.accountNumber')}
            name="accountNumber"
            inputMode="numeric"
            autoComplete="off"
            dir="ltr"
            value={accountNumber}
            error={checked ? problems.accountNumber : undefined}
            onChange={(event) => setAccountNumber(event.target.value)}
          />
          <FormSubmit
            error={error}
            busy={busy}
            label={t('bank.save')}
            busyLabel={t('common.pleaseWait')}
          />
        </form>
      )}
      {dialog}
    </Page>
  );
}
