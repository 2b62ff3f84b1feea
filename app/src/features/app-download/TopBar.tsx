/**
 * Whether the top download bar shows here (bar-decision.ts) and what its buttons do: download
 * through the one app-download flow, close for the session (hideDownloadBar). The member's VIP
 * rank is asked for only when the operator requires one.
 */
import { useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CacheTime } from '../../lib/api/cache';
import { barDecided } from '../../domains/app-download/bar-slot';
import { startAppDownload, stepFor } from '../../domains/app-download/start-download';
import { memberInfoQuery } from '../../domains/member/member-info';
import { useSession } from '../../lib/session/store';
import { readSessionStored, writeSessionStored } from '../../lib/storage/storage';
import { barDecisionKnown, barNeedsRank, showsBar } from './bar-decision';
import { DownloadBar } from './DownloadBar';
import type { DownloadContext } from './useDownloadContext';

export function TopBar({ ctx }: { ctx: DownloadContext }) {
  const { session } = useSession();
  const token = session?.token ?? null;
  const [closed, setClosed] = useState(() => readSessionStored('hideDownloadBar') === true);
  const rankNeeded = !!token && barNeedsRank(ctx.settings);
  const info = useQuery({
    ...memberInfoQuery(token ?? ''),
    enabled: rankNeeded,
    staleTime: CacheTime.short,
  });
  const input = {
    offered: ctx.offered,
    hiddenBySite: ctx.status.hideDownloadBar === true,
    closedThisSession: closed,
    settings: ctx.settings,
    loggedIn: !!token,
    rankLevel: info.data?.rankLevel ?? null,
  };
  const shown = showsBar(input);
  const decided = barDecisionKnown(input, rankNeeded && info.isPending);
  // Before the paint: the bar takes the room index.html kept for it in the same frame, or the
  // room goes (domains/app-download/bar-slot).
  useLayoutEffect(() => {
    if (decided) barDecided(closed ? null : shown);
  }, [decided, closed, shown]);
  if (!shown) return null;
  return (
    <DownloadBar
      icon={ctx.icon}
      gift={ctx.gift}
      onDownload={() => startAppDownload(stepFor(ctx.platform, ctx.links))}
      onClose={() => {
        writeSessionStored('hideDownloadBar', true);
        setClosed(true);
      }}
    />
  );
}
