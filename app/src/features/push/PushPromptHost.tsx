/**
 * Push for a logged-in member (spec §2, §4 "Push", "Logout and token change"), mounted by the
 * shell after the first paint on a site with a push provider. When the prompt shows is the
 * project's call (the spec only names it): to a member (tokens are bound to members), never in
 * the first seconds of a page (PUSH_PROMPT_DELAY_MS), never over another popup (its turn in the
 * overlay queue), never during a safer-gambling break (marketing-quiet), and never again this
 * session once closed or answered. The browser's own dialog opens only from the player's tap.
 * With permission granted the web token is fetched (or refreshed after 7 days), stored, bound
 * and subscribed to ALL: right away, and again at each login.
 */
import { useEffect, useState } from 'react';
import { useMarketingQuiet, usePopupTurn } from '../../lib/overlays/popup-turns';
import { currentPermission, readPushOffer } from './offer';
import { registerPushToken } from './register-token';
import { PUSH_PROMPT_DELAY_MS, type PushOffer } from './rules';
import { useSession } from '../../lib/session/store';
import { useSiteStatus } from '../../domains/site/status';
import { readSessionStored, writeSessionStored } from '../../lib/storage/storage';
import { PushPrompt } from './PushPrompt';

export default function PushPromptHost() {
  const site = useSiteStatus().data;
  const sessionToken = useSession().session?.token ?? null;
  const quiet = useMarketingQuiet();
  const [offer, setOffer] = useState<PushOffer | null>(null);
  const [permission, setPermission] = useState(currentPermission);
  const [closed, setClosed] = useState(() => readSessionStored('pushAsked') === true);
  const [denied, setDenied] = useState(false);
  const [delayed, setDelayed] = useState(false);

  useEffect(() => {
    let live = true;
    void readPushOffer().then((found) => live && setOffer(found));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!site || !sessionToken || permission !== 'granted') return;
    void registerPushToken(site, sessionToken).catch(() => undefined);
  }, [site, sessionToken, permission]);

  const eligible = !!offer && offer !== 'none' && permission === 'default' && !closed;
  useEffect(() => {
    if (!eligible || delayed) return;
    const timer = setTimeout(() => setDelayed(true), PUSH_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, delayed]);

  const wanted = ((eligible && delayed) || denied) && !quiet;
  const turn = usePopupTurn('push-prompt', wanted);
  if (!wanted || turn !== 'shown' || !offer || offer === 'none') return null;

  const close = () => {
    writeSessionStored('pushAsked', true);
    setClosed(true);
    setDenied(false);
  };

  const allow = async () => {
    close();
    // The prompt shows only where push is supported (offer.ts), which iOS 16 is not.
    // eslint-disable-next-line compat/compat -- guarded by the offer's `supported`
    const answer = await Notification.requestPermission();
    setPermission(answer);
    // Refused, or the browser's dialog dismissed: say how to turn them on later.
    if (answer !== 'granted') setDenied(true);
  };

  return (
    <PushPrompt variant={denied ? 'denied' : offer} onAllow={() => void allow()} onClose={close} />
  );
}
