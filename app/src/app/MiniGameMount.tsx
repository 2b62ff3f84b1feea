/**
 * Where the mini-game lives in the shell (spec §2, §6): only for a logged-in member while
 * LOTTMINIGAME3 or SEALOTTMINIGAME3 is on; logging out unmounts it. The container and its
 * script are lazy chunks, so nobody else downloads them.
 */
import { lazy, Suspense } from 'react';
import { miniGameVariant } from '../features/mini-game/mini-game-variant';
import { useSession } from '../lib/session/store';
import { useSiteStatus } from '../domains/site/status';

const MiniGame = lazy(() => import('../features/mini-game/MiniGame'));

export default function MiniGameMount() {
  const { status } = useSession();
  const site = useSiteStatus();
  const variant = miniGameVariant(site.data?.whitelabelVal, status === 'member');
  if (!variant) return null;
  return (
    <Suspense fallback={null}>
      <MiniGame key={variant} variant={variant} />
    </Suspense>
  );
}
