/**
 * A full-screen frame for a page of another site (the game frame, and the
 * customer-service chat's): a bar with back, the title and the caller's controls over an iframe that
 * may run the page and nothing more (lib/frame/frame-policy.ts). It adds nothing to the URL.
 * Back and Escape return to the caller. It sits outside the app root, which is inert meanwhile:
 * focus and screen readers stay here.
 */
import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { createPortal } from 'react-dom';
import {
  FRAME_ALLOW,
  FRAME_REFERRER_POLICY,
  frameOrigin,
  sandboxFor,
} from '../lib/frame/frame-policy';
import { Icon } from './Icon';
import './full-screen-frame.css';

type Props = {
  url: string;
  title: string;
  backLabel: string;
  /** Shown instead of the frame for a URL no frame may open. */
  errorText: string;
  onBack: () => void;
  /** More buttons for the bar, after the title. */
  controls?: ReactNode;
  /** The whole frame (the game's fullscreen button asks for fullscreen on it). */
  rootRef?: Ref<HTMLDivElement>;
  /** The iframe (the game frame hears messages from its window only). */
  frameRef?: Ref<HTMLIFrameElement>;
};

export function FullScreenFrame({
  url,
  title,
  backLabel,
  errorText,
  onBack,
  controls,
  rootRef,
  frameRef,
}: Props) {
  const back = useRef<HTMLButtonElement>(null);
  const origin = frameOrigin(url, location.origin);

  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    back.current?.focus();
    document.documentElement.classList.add('full-frame-open');
    return () => {
      app?.removeAttribute('inert');
      document.documentElement.classList.remove('full-frame-open');
    };
  }, []);

  return createPortal(
    <div
      ref={rootRef}
      className="full-frame"
      role="dialog"
      aria-modal="true"
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !document.fullscreenElement) onBack();
      }}
    >
      <div className="full-frame-bar">
        <button ref={back} type="button" className="full-frame-button" onClick={onBack}>
          <Icon name="back" size={20} />
          <span>{backLabel}</span>
        </button>
        <p className="full-frame-title" dir="auto">
          {title}
        </p>
        {controls}
      </div>
      {origin ? (
        <iframe
          ref={frameRef}
          className="full-frame-view"
          src={url}
          title={title}
          sandbox={sandboxFor(origin, location.origin)}
          allow={FRAME_ALLOW}
          referrerPolicy={FRAME_REFERRER_POLICY}
        />
      ) : (
        <p className="full-frame-error" role="alert">
          {errorText}
        </p>
      )}
    </div>,
    document.body,
  );
}
