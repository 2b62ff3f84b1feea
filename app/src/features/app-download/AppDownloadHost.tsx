/**
 * Getting players into the native app: the top download bar, the settings-driven
 * download prompt with its in-game variant, and the native app's upgrade banner. A lazy chunk
 * mounted by the shell after the first paint, in the page's flow under the header (where the bar
 * shows); the prompt and the banner are chunks of their own, fetched when they first show, and
 * each waits for its turn in the overlay queue (lib/overlays/popup-turns): never two at once.
 * The prompt is marketing: it stays away during a member's safer-gambling break.
 * The prompt renders into the body, outside the app root, which the game frame makes inert.
 */
import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import type { SiteStatus } from '@wps/contract/status';
import { startAppDownload, stepFor } from '../../domains/app-download/start-download';
import { useMarketingQuiet, usePopupTurn } from '../../lib/overlays/popup-turns';
import { readSessionStored, writeSessionStored } from '../../lib/storage/storage';
import { useSiteStatus } from '../../domains/site/status';
import { TopBar } from './TopBar';
import { useDownloadContext, type DownloadContext } from './useDownloadContext';
import { usePromptSchedule } from './usePromptSchedule';
import { upgradeLink } from '../../domains/app-download/links';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import './app-download.css';

const DownloadPrompt = lazyPart(() => import('./DownloadPrompt'));
const UpgradeBanner = lazy(() => import('./UpgradeBanner'));

function PromptHost({ ctx }: { ctx: DownloadContext }) {
  const prompt = usePromptSchedule(ctx);
  const quiet = useMarketingQuiet();
  const turn = usePopupTurn('app-download-prompt', prompt.shown !== null && !quiet);
  if (!prompt.shown || !ctx.settings || quiet || turn !== 'shown') return null;
  return createPortal(
    // A mandatory prompt that could not be loaded is not closed either: only its retry.
    <LazyDialog onClose={prompt.shown.closable ? prompt.close : undefined}>
      <DownloadPrompt
        closable={prompt.shown.closable}
        settings={ctx.settings}
        icon={ctx.icon}
        gift={ctx.gift}
        step={stepFor(ctx.platform, ctx.links)}
        onDownloaded={prompt.downloaded}
        onClose={prompt.close}
      />
    </LazyDialog>,
    document.body,
  );
}

function UpgradeHost({ ctx }: { ctx: DownloadContext }) {
  const mandatory = ctx.status.whitelabelVal.MANDATORYAPPUPDATES3 === true;
  const [closed, setClosed] = useState(
    () => !mandatory && readSessionStored('hideUpgradeBanner') === true,
  );
  const wanted = !closed && ctx.settings !== null && !!upgradeLink(ctx.platform, ctx.links);
  const turn = usePopupTurn('app-upgrade', wanted);
  const close = () => {
    writeSessionStored('hideUpgradeBanner', true);
    setClosed(true);
  };
  if (!wanted || !ctx.settings || turn !== 'shown') return null;
  return (
    <Suspense fallback={null}>
      <UpgradeBanner
        mandatory={mandatory}
        settings={ctx.settings}
        onUpdate={() => {
          startAppDownload(stepFor(ctx.platform, ctx.links));
          // An optional update has done its job once tapped; a mandatory one stays.
          if (!mandatory) close();
        }}
        onClose={close}
      />
    </Suspense>
  );
}

function Hosts({ status }: { status: SiteStatus }) {
  const ctx = useDownloadContext(status);
  return (
    <>
      <TopBar ctx={ctx} />
      <PromptHost ctx={ctx} />
      <UpgradeHost ctx={ctx} />
    </>
  );
}

export default function AppDownloadHost() {
  const status = useSiteStatus().data;
  return status ? <Hosts status={status} /> : null;
}
