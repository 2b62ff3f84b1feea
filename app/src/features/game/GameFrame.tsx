/**
 * The full-screen third-party game frame (spec §2): back and fullscreen controls over an iframe
 * that may run the game and nothing more (frame-policy.ts). The URL is the back end's own: this
 * component adds nothing to it, so the session token is in it only if the back end put it there.
 * Back, Escape on the controls and the game's own close message all return to the caller.
 * It sits outside the app root, which is inert meanwhile: focus and screen readers stay here.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../lib/i18n/i18n';
import { Icon } from '../../ui/Icon';
import {
  FRAME_ALLOW,
  FRAME_REFERRER_POLICY,
  gameOrigin,
  readGameMessage,
  sandboxFor,
} from './frame-policy';
import './game-frame.css';

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
  const back = useRef<HTMLButtonElement>(null);
  const [fullscreen, setFullscreen] = useState(false);
  const origin = gameOrigin(url, location.origin);

  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    back.current?.focus();
    document.documentElement.classList.add('game-frame-open');
    const onFullscreen = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      app?.removeAttribute('inert');
      document.documentElement.classList.remove('game-frame-open');
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

  return createPortal(
    <div
      ref={root}
      className="game-frame"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !document.fullscreenElement) onBack();
      }}
    >
      <div className="game-frame-bar">
        <button ref={back} type="button" className="game-frame-button" onClick={onBack}>
          <Icon name="back" size={20} />
          <span>{t('game.back')}</span>
        </button>
        <p className="game-frame-title">{title}</p>
        {document.fullscreenEnabled ? (
          <button
            type="button"
            className="game-frame-button"
            aria-pressed={fullscreen}
            onClick={toggleFullscreen}
          >
            <Icon name="expand" size={20} />
            <span>{t('game.fullscreen')}</span>
          </button>
        ) : null}
      </div>
      {origin ? (
        <iframe
          ref={frame}
          className="game-frame-view"
          src={url}
          title={title}
          sandbox={sandboxFor(origin, location.origin)}
          allow={FRAME_ALLOW}
          referrerPolicy={FRAME_REFERRER_POLICY}
        />
      ) : (
        <p className="game-frame-error" role="alert">
          {t('error.generic')}
        </p>
      )}
    </div>,
    document.body,
  );
}
