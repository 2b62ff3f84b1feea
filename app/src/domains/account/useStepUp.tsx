/**
 * A step-up around one post (contract "Step-up"): `ask(post)` opens the dialog, the player's
 * password or code goes into `post` as `stepUp`, and the dialog closes once `post` is done.
 * `post` answers its own refusals (the form keeps what was typed and shows them) and throws
 * only the step-up ones, which the dialog shows. One confirm at a time: a second tap sends
 * nothing. Generic on purpose: any call that takes `stepUp` uses it as it is; `title` names
 * what is being confirmed where "Confirm it is you" alone would not say (removing a passkey).
 */
import { useCallback, useRef, useState } from 'react';
import type { StepUp, StepUpMethod } from '@wps/contract/step-up';
import { useI18n } from '../../lib/i18n/i18n';
import { useSession } from '../../lib/session/store';
import { useMemberInfo } from '../member/member-info';
import { isStepUpError, stepUpMessage, stepUpRefusal } from './step-up';
import { StepUpDialog } from './StepUpDialog';

export type StepUpPost = (stepUp: StepUp) => Promise<void>;

export function useStepUp() {
  const { t, language } = useI18n();
  const session = useSession();
  const info = useMemberInfo(session.session?.token ?? null);
  const [post, setPost] = useState<{ run: StepUpPost; title?: string } | null>(null);
  // The server names the member's method when it refuses another: it knows better.
  const [told, setTold] = useState<StepUpMethod | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const method: StepUpMethod = told ?? info.data?.stepUp ?? 'password';

  const ask = useCallback((run: StepUpPost, title?: string) => {
    setError('');
    setPost({ run, title });
  }, []);

  async function confirm(secret: string) {
    if (!post || inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      await post.run(method === 'code' ? { code: secret } : { password: secret });
      setPost(null);
    } catch (failure) {
      if (!isStepUpError(failure)) {
        setPost(null);
        return;
      }
      const refusal = stepUpRefusal(failure);
      if (refusal && refusal.method !== method) setTold(refusal.method);
      setError(stepUpMessage(failure, t, language));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const dialog = post ? (
    <StepUpDialog
      title={post.title}
      method={method}
      error={error}
      busy={busy}
      onConfirm={(secret) => void confirm(secret)}
      onCancel={() => {
        if (!inFlight.current) setPost(null);
      }}
    />
  ) : null;
  return { ask, dialog, busy };
}
