/**
 * The install-as-web-app popup (spec §2, §4, §9): on /, /m/home and /m/index.html only,
 * never in a home-screen app or the native shell. Mounted by the shell after the first paint; the
 * entry has caught the browser's deferred prompt already (domains/pwa/install-capture), so this chunk
 * only polls for it (20 × 150 ms). The popup waits 1 s after mount, then for the prompt's verdict,
 * then for its turn in the overlay queue (lib/overlays/popup-turns): never over another popup.
 * The rules are pure (domains/pwa/install-rules); this host holds the state and the storage.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { browserOf } from '../../lib/device/browser';
import { useAppOffer } from '../../domains/app-download/useAppOffer';
import { useMarketingQuiet, usePopupTurn } from '../../lib/overlays/popup-turns';
import { captured } from '../../domains/pwa/install-capture';
import {
  afterAccept,
  afterDecline,
  INSTALL_SHOW_DELAY_MS,
  INSTALLED,
  INSTALLING_MS,
  installVariant,
  pollDeferredPrompt,
  type PromptState,
} from '../../domains/pwa/install-rules';
import { appModeIn } from '../../lib/router/carry-params';
import type { StoredInstall } from '../../lib/storage/keys';
import {
  readSessionStored,
  readStored,
  writeSessionStored,
  writeStored,
} from '../../lib/storage/storage';
import { InstallPopup } from './InstallPopup';

const readInstall = (): StoredInstall =>
  readStored('pwa_install') ?? { declines: 0, installed: false };

const deferredPrompt = () => captured.prompt;

const initialPrompt = (): PromptState =>
  deferredPrompt()
    ? 'arrived'
    : readSessionStored('pwaPromptMissing') === true
      ? 'missing'
      : 'waiting';

export default function InstallPromptHost() {
  const [path] = useLocation();
  const offer = useAppOffer();
  const quiet = useMarketingQuiet();
  const browser = useMemo(() => browserOf(navigator.userAgent), []);
  const [stored, setStored] = useState(readInstall);
  const [declined, setDeclined] = useState(() => readSessionStored('pwaInstallDeclined') === true);
  const [prompt, setPrompt] = useState(initialPrompt);
  const [delayed, setDelayed] = useState(false);
  const [installing, setInstalling] = useState(false);

  const variant = installVariant({
    path,
    platform: offer.platform,
    browser,
    appMode: appModeIn(location.search),
    stored,
    declined,
    prompt,
  });
  const waiting = variant === 'waiting';
  const eligible = variant !== 'none';

  useEffect(() => {
    if (!waiting) return;
    return pollDeferredPrompt(deferredPrompt, (found) => {
      if (found) return setPrompt('arrived');
      // Spec §4: the flag says the prompt never came; the rest of the session skips the wait.
      writeSessionStored('pwaPromptMissing', true);
      setPrompt('missing');
    });
  }, [waiting]);

  useEffect(() => {
    if (!eligible || delayed) return;
    const timer = setTimeout(() => setDelayed(true), INSTALL_SHOW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible, delayed]);

  // Spec §4: however it was installed (this popup, the browser's menu), the counter is 99.
  useEffect(() => {
    const installed = () => {
      captured.prompt = null;
      writeStored('pwa_install', INSTALLED);
      setStored(INSTALLED);
    };
    addEventListener('appinstalled', installed);
    return () => removeEventListener('appinstalled', installed);
  }, []);

  // Started with the accept itself, not by an effect after the render: 'installing' lasts 3 s
  // from the player's answer (spec §9), and is cleared if the shell unmounts the host.
  const installTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(installTimer.current), []);

  // 'installing' holds the popup past the show delay; a close or the installed event ends it.
  const shown = eligible && !waiting && (delayed || installing);
  const turn = usePopupTurn('install-prompt', shown && !quiet);
  if (!shown || quiet || turn !== 'shown') return null;

  /** Closed, continued on the web or declined: not again this session (spec §4). */
  const dismiss = () => {
    writeSessionStored('pwaInstallDeclined', true);
    setDeclined(true);
  };

  const install = async () => {
    const deferred = captured.prompt;
    captured.prompt = null;
    if (!deferred) return dismiss();
    await deferred.prompt();
    const choice = await deferred.userChoice;
    if (choice.outcome === 'accepted') {
      setInstalling(true);
      installTimer.current = setTimeout(() => {
        const next = afterAccept(readInstall());
        writeStored('pwa_install', next);
        setStored(next);
        setInstalling(false);
      }, INSTALLING_MS);
      return;
    }
    writeStored('pwa_install', afterDecline(readInstall()));
    dismiss();
  };

  return (
    <InstallPopup
      variant={variant}
      installing={installing}
      appOffered={offer.offered}
      onInstall={() => void install()}
      onDownload={() => {
        offer.start();
        dismiss();
      }}
      onClose={dismiss}
    />
  );
}
