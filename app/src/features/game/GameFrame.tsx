/**
 * The full-screen third-party game frame (spec §2): the shared full-screen frame (ui/, shared
 * with the customer-service chat) plus a fullscreen button and the game's own close message. The URL is the back
 * end's own: nothing is added to it, so the session token is in it only if the back end put it
 * there. Back, Escape on the controls and the game's close message all return to the caller.
 */
import { useEffect, useRef, useState } from 'react';
import { gameEnded, gameStarted } from '../../domains/games/game-session';
import { useI18n } from '../../lib/i18n/i18n';
import { FullScreenFrame } from '../../ui/FullScreenFrame';
import { Icon } from '../../ui/Icon';
import { gameOrigin, readGameMessage } from './frame-policy';

export default function GameFrame({
  url,
  title,
  onBack,
}: {
  url: string;
  title: string;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const root = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const origin = gameOrigin(url, location.origin);

  useEffect(() => {
    // The game starts now: the in-game download popup counts from here (spec §4).
    gameStarted();
    // Fires only where element fullscreen exists (not on iPhones, whose Safari has none).
    // eslint-disable-next-line compat/compat -- read only when fullscreenchange fires
    const onFullscreen = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      gameEnded();
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      if (readGameMessage(event, origin, frame.current?.contentWindow ?? null)) onBack();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onBack]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void root.current?.requestFullscreen().catch(() => undefined);
  };

  return (
    <FullScreenFrame
      url={url}
      title={title}
      backLabel={t('game.back')}
      errorText={t('error.generic')}
      onBack={onBack}
      rootRef={root}
      frameRef={frame}
      controls={
        // Undefined on iPhones (no element fullscreen): no button there.
        // eslint-disable-next-line compat/compat -- the feature test itself
        document.fullscreenEnabled ? (
          <button
            type="button"
            className="full-frame-button"
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            <Icon name="expand" size={20} />
            <span>{t('game.fullscreen')}</span>
          </button>
        ) : null
      }
    />
  );
}
