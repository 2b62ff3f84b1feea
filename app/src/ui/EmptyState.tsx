import type { ReactNode } from 'react';
import { Icon } from './Icon';
import type { IconName } from './icon-paths';

export function EmptyState({
  icon = 'inbox',
  title,
  children,
  action,
}: {
  icon?: IconName;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="empty-state">
      <span className="empty-state-icon">
        <Icon name={icon} size={40} />
      </span>
      <h2 className="empty-state-title">{title}</h2>
      {children ? <p className="empty-state-text">{children}</p> : null}
      {action}
    </section>
  );
}
