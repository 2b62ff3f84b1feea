import type { ReactNode } from 'react';

/** A page with its heading. (The document title comes from the head of app/head.) */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
