/**
 * The sticky container (spec §2): its content stays just under the fixed header while the page
 * scrolls (the activity category tabs). Pure CSS: no scroll listener on the main thread.
 */
import type { ReactNode } from 'react';

export function Sticky({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className="sticky" data-testid={testId}>
      {children}
    </div>
  );
}
