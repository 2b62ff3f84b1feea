/**
 * Shows the welcome image popups one after another (spec §4). Each image is loaded first (up to
 * 20 s); closing saves its file name and a session flag, then the next one opens. None opens
 * during a member's safer-gambling break (useMarketingQuiet).
 */
import { useEffect, useMemo, useState } from 'react';
import { WELCOME_GROUPS, type Banner } from '@wps/contract/content';
import {
  useAnnouncementSettled,
  useMarketingQuiet,
  usePopupTurn,
} from '../../lib/overlays/popup-turns';
import { readStored, writeStored } from '../../lib/storage/storage';
import { lazyPart } from '../../ui/lazy-part';
import { LazyDialog } from '../../ui/LazyDialog';
import { fileNameOf, WELCOME_WAIT_MS, welcomeQueue } from './welcome-popups';

const WelcomeDialog = lazyPart(() => import('./WelcomeDialog'));
const SESSION_KEY = 'welcome_popup_dismissed';

function dismissedGroups(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function dismiss(banner: Banner): void {
  const groups = dismissedGroups().add(banner.groupName);
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify([...groups]));
  } catch {
    // Private mode: the saved file name below still stops it next time.
  }
  writeStored('popup_banner_names', {
    ...readStored('popup_banner_names'),
    [banner.groupName]: fileNameOf(banner.url),
  });
}

/** Resolves when the image has loaded; rejects on error or after the wait. */
function preload(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(reject, WELCOME_WAIT_MS);
    image.onload = () => (clearTimeout(timer), resolve());
    image.onerror = () => (clearTimeout(timer), reject(new Error('image failed')));
    image.src = url;
  });
}

export function WelcomePopups({ banners }: { banners: Banner[] }) {
  const queue = useMemo(
    () =>
      welcomeQueue(
        banners,
        WELCOME_GROUPS,
        readStored('popup_banner_names') ?? {},
        dismissedGroups(),
      ),
    [banners],
  );
  const [position, setPosition] = useState(0);
  const [ready, setReady] = useState<Banner | null>(null);
  const settled = useAnnouncementSettled();
  // Waits for its turn: the announcement popup goes first (lib/overlays/popup-turns).
  const current = settled ? queue[position] : undefined;

  useEffect(() => {
    if (!current) return;
    let live = true;
    preload(current.url).then(
      () => live && setReady(current),
      () => live && setPosition((p) => p + 1), // no image, no popup: go on to the next
    );
    return () => {
      live = false;
    };
  }, [current]);

  // Then each image takes a turn in the overlay queue: never over a notice or another popup.
  const quiet = useMarketingQuiet();
  const turn = usePopupTurn('welcome', current !== undefined && ready === current && !quiet);
  if (!current || ready !== current || quiet || turn !== 'shown') return null;
  // A popup that could not be loaded is not saved as seen: closing its error goes on to the next.
  return (
    <LazyDialog key={current.bannerId} onClose={() => setPosition((p) => p + 1)}>
      <WelcomeDialog
        banner={current}
        onClose={() => {
          dismiss(current);
          setPosition((p) => p + 1);
        }}
      />
    </LazyDialog>
  );
}
