import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useAppNavigate, useTrackedHref } from '../lib/router/navigate';

/** An in-app link: a real <a href> (open in new tab still works) that keeps tracking params. */
export function AppLink({
  to,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const href = useTrackedHref(to);
  const navigate = useAppNavigate();
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={href} onClick={handle} {...rest} />;
}
