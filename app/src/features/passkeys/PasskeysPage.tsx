/**
 * /m/member/passkeys (beyond the spec): the member adds a passkey for this device, sees theirs
 * and removes one; both after the password is asked again. Adding one forgets the password
 * remembered on this device, and says so: the passkey replaces it.
 */
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startRegistration } from '@simplewebauthn/browser';
import type { PasskeySummary, Reauth } from '@wps/contract/passkeys';
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
import { ReauthDialog } from './ReauthDialog';
import './passkeys.css';

type Asking = { kind: 'add' } | { kind: 'remove'; passkey: PasskeySummary };
type Told = { key: MessageKey; problem: boolean };

export default function PasskeysPage() {
  const { t } = useI18n();
  const offered = usePasskeysOffered();
  const token = useSession().session?.token ?? null;
  const list = usePasskeyList(token);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [told, setTold] = useState<Told | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: passkeyKeys.all });

  async function add(reauth: Reauth) {
    const optionsJSON = await beginRegistration(reauth);
    setAsking(null);
    try {
      const response = await startRegistration({ optionsJSON });
      await finishRegistration(deviceName(), response);
      const hadPassword = rememberedLogin() !== null;
      forgetLogin();
      setTold({ key: hadPassword ? 'passkeys.addedForgot' : 'passkeys.added', problem: false });
    } catch (error) {
      const problem = passkeyProblem(error);
      setTold(problem ? { key: problem, problem: true } : null);
    }
    await refresh();
  }

  async function remove(passkey: PasskeySummary, reauth: Reauth) {
    await removePasskey(passkey.id, reauth);
    setAsking(null);
    setTold({ key: 'passkeys.removed', problem: false });
    await refresh();
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
        <Button
          block
          onClick={() => {
            setTold(null);
            setAsking({ kind: 'add' });
          }}
        >
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
          <PasskeyList
            passkeys={list.data}
            onRemove={(passkey) => {
              setTold(null);
              setAsking({ kind: 'remove', passkey });
            }}
          />
        ) : (
          <LoadFailed onRetry={() => void list.refetch()} />
        )}
      </section>
      {asking ? (
        <ReauthDialog
          title={
            asking.kind === 'add'
              ? t('passkeys.reauth.title')
              : t('passkeys.removeTitle', { name: asking.passkey.name })
          }
          onProof={(reauth) =>
            asking.kind === 'add' ? add(reauth) : remove(asking.passkey, reauth)
          }
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Page>
  );
}
