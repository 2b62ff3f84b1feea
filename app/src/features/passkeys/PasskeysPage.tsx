/**
 * /m/member/passkeys (beyond the spec): the member adds a passkey for this device, sees theirs
 * and removes one; both after the step-up of the payout accounts (the password again, or the
 * authenticator code of a member who has one), in its dialog. Adding one forgets the password
 * remembered on this device, and says so: the passkey replaces it.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import type { PasskeySummary } from '@wps/contract/passkeys';
import { isStepUpError } from '../../domains/account/step-up';
import { useStepUp } from '../../domains/account/useStepUp';
import { usePasskeysOffered } from '../../domains/site/passkeys';
import { forgetLogin, rememberedLogin } from '../../domains/remembered-login/record';
import { useI18n } from '../../lib/i18n/i18n';
import type { MessageKey } from '../../lib/i18n/messages';
import { useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { LoadFailed } from '../../ui/LoadState';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { beginRegistration, finishRegistration, removePasskey } from './api/passkey-calls';
import { passkeyKeys, usePasskeyList } from './api/passkey-list';
import { deviceName } from './device-name';
import { PasskeyList } from './PasskeyList';
import { passkeyProblem } from './passkey-problem';
import './passkeys.css';

type Told = { key: MessageKey; problem: boolean };

export default function PasskeysPage() {
  const { t } = useI18n();
  const offered = usePasskeysOffered();
  const token = useSession().session?.token ?? null;
  const list = usePasskeyList(token);
  const queryClient = useQueryClient();
  const stepUp = useStepUp();
  const [registering, setRegistering] = useState(false);
  const [told, setTold] = useState<Told | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all });

  function tell(error: unknown) {
    const problem = passkeyProblem(error);
    setTold(problem ? { key: problem, problem: true } : null);
  }

  async function register(optionsJSON: PublicKeyCredentialCreationOptionsJSON) {
    setRegistering(true);
    try {
      const response = await startRegistration({ optionsJSON });
      await finishRegistration(deviceName(), response);
      const hadPassword = rememberedLogin() !== null;
      forgetLogin();
      setTold({ key: hadPassword ? 'passkeys.addedForgot' : 'passkeys.added', problem: false });
    } catch (error) {
      tell(error);
    } finally {
      setRegistering(false);
    }
    await refresh();
  }

  function add() {
    setTold(null);
    stepUp.ask(async (proof) => {
      try {
        const optionsJSON = await beginRegistration(proof);
        // The dialog closes as this answers; the device's own sheet comes next.
        void register(optionsJSON);
      } catch (error) {
        // A refusal of the step-up stays in its dialog; anything else is told on the page.
        if (isStepUpError(error)) throw error;
        tell(error);
      }
    });
  }

  function remove(passkey: PasskeySummary) {
    setTold(null);
    stepUp.ask(
      async (proof) => {
        try {
          await removePasskey(passkey.id, proof);
          setTold({ key: 'passkeys.removed', problem: false });
        } catch (error) {
          if (isStepUpError(error)) throw error;
          tell(error);
        }
        await refresh();
      },
      t('passkeys.removeTitle', { name: passkey.name }),
    );
  }

  if (!offered) {
    return (
      <Page title={t('passkeys.title')}>
        <EmptyState icon="inbox" title={t('passkeys.unavailable')} />
      </Page>
    );
  }
  return (
    <Page title={t('passkeys.title')}>
      <section className="card auth-form" aria-labelledby="passkeys-list-title">
        <p className="muted">{t('passkeys.lead')}</p>
        <Button block busy={registering} disabled={registering} onClick={add}>
          {t('passkeys.add')}
        </Button>
        <p
          className={told?.problem ? 'field-error' : 'muted'}
          role={told?.problem ? 'alert' : 'status'}
        >
          {told ? t(told.key) : ''}
        </p>
        <h2 id="passkeys-list-title" className="section-title">
          {t('passkeys.listTitle')}
        </h2>
        {list.isPending ? (
          <Spinner label={t('common.loading')} />
        ) : list.data ? (
          <PasskeyList passkeys={list.data} onRemove={remove} />
        ) : (
          <LoadFailed onRetry={() => void list.refetch()} />
        )}
      </section>
      {stepUp.dialog}
    </Page>
  );
}
