/**
 * The game area /m/game (spec §2, §3): lanes from GCSGAME_newGameVendor with a category tab
 * bar, a vendor filter and a search over game names. Pull (or the refresh button) refetches.
 * Playing opens the full-screen game frame above the lobby.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { LOBBY_FIRST_SCREEN } from '../../domains/games/lobby-first-screen';
import { markMainContentShownOnScreen } from '../../lib/paint/main-content';
import { useI18n } from '../../lib/i18n/i18n';
import { useAppNavigate } from '../../lib/router/navigate';
import { Paths } from '../../lib/router/paths';
import { useSession } from '../../lib/session/store';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/Icon';
import { TabPills } from '../../ui/TabPills';
import { TextField } from '../../ui/TextField';
import { useVendorLanes } from './api/vendor-lanes';
import { useRememberLobbyIcons } from './lobby-icons';
import { GameLaneView, LaneSkeleton } from './GameLaneView';
import { ALL_TAB, filterLanes, LANE_PARAM, laneTab, vendorsFor } from './lane-filter';
import { PLAY_PARAM, useGameLauncher } from './useGameLauncher';
import { usePullToRefresh } from './usePullToRefresh';
import { VendorFilter } from './VendorFilter';
import './game-lobby.css';
import '../../styles/fields.css';

const GameFrame = lazy(() => import('./GameFrame'));

export default function GamePage() {
  const { t } = useI18n();
  const lanes = useVendorLanes();
  const launcher = useGameLauncher();
  const { status } = useSession();
  const search = useSearch();
  const navigate = useAppNavigate();
  const [chosenTab, setTab] = useState<string | null>(null);
  const [vendor, setVendor] = useState<string | null>(null);
  const [text, setText] = useState('');
  const { refetch } = lanes;
  const refresh = useCallback(() => void refetch(), [refetch]);
  usePullToRefresh(refresh);
  // Its first icons on screen, or the call failed: the after-paint overlays may come now (lib/
  // motion/main-content).
  const settled = !lanes.isPending;
  useEffect(() => (settled ? markMainContentShownOnScreen() : undefined), [settled]);

  const all = useMemo(() => lanes.data ?? [], [lanes.data]);
  useRememberLobbyIcons(lanes.data);
  // Opened on a lane (?lane=SPORTS from home's matches) until the player picks a tab.
  const tab = chosenTab ?? laneTab(all, new URLSearchParams(search).get(LANE_PARAM));
  const shown = useMemo(
    () => filterLanes(all, { tab, vendor, search: text }),
    [all, tab, vendor, text],
  );
  const tabs = [
    { id: ALL_TAB, label: t('game.all') },
    ...all.map((l) => ({ id: l.key, label: l.title, own: true })),
  ];

  // Back from /m/login with ?play=: play the game the guest had tapped.
  const playId = new URLSearchParams(search).get(PLAY_PARAM);
  const { play } = launcher;
  useEffect(() => {
    if (!playId || !lanes.data) return;
    navigate(Paths.game, { replace: true });
    const card = lanes.data.flatMap((l) => l.cards).find((c) => c.gameId === playId);
    if (card && status === 'member') play(card);
  }, [playId, lanes.data, status, navigate, play]);

  return (
    <div className="page game-page">
      <div className="game-page-head">
        <h1 className="page-title">{t('page.game')}</h1>
        <button
          type="button"
          className="icon-button"
          aria-label={t('game.refresh')}
          aria-busy={lanes.isFetching || undefined}
          onClick={refresh}
        >
          <Icon name="refresh" size={22} />
        </button>
      </div>
      <TextField
        type="search"
        label={t('game.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        leading={<Icon name="search" size={18} className="field-icon" />}
        enterKeyHint="search"
      />
      <TabPills
        label={t('game.categories')}
        tabs={tabs}
        value={tab}
        onChange={(id) => {
          setTab(id);
          setVendor(null);
        }}
        idPrefix="game"
      />
      <VendorFilter vendors={vendorsFor(all, tab)} value={vendor} onChange={setVendor} />
      <div
        id="game-panel"
        role="tabpanel"
        aria-labelledby={`game-tab-${tab}`}
        className="game-lanes"
        aria-busy={lanes.isPending || undefined}
      >
        {lanes.isPending ? (
          <>
            <p className="visually-hidden" role="status">
              {t('common.loading')}
            </p>
            <LaneSkeleton />
            <LaneSkeleton />
            <LaneSkeleton />
          </>
        ) : lanes.isError ? (
          <EmptyState
            icon="alert"
            title={t('error.loadFailed')}
            action={<Button onClick={refresh}>{t('common.retry')}</Button>}
          />
        ) : shown.length === 0 ? (
          <EmptyState title={t('empty.title')}>
            {all.length === 0 ? t('empty.game') : t('game.noMatch')}
          </EmptyState>
        ) : (
          shown.map((lane, index) => (
            <GameLaneView
              key={lane.key}
              lane={lane}
              actions={launcher}
              eagerIcons={index < LOBBY_FIRST_SCREEN.lanes ? LOBBY_FIRST_SCREEN.cards : 0}
            />
          ))
        )}
      </div>
      {launcher.open ? (
        <Suspense fallback={null}>
          <GameFrame url={launcher.open.url} title={launcher.open.title} onBack={launcher.close} />
        </Suspense>
      ) : null}
    </div>
  );
}
