import { useEffect, type ReactNode } from 'react';

/** A page with its heading; sets the document title so that every route is named. */
export function Page({
  title,
  children,
  siteName,
}: {
  title: string;
  children: ReactNode;
  siteName?: string;
}) {
  useEffect(() => {
    document.title = siteName ? `${title} · ${siteName}` : title;
  }, [title, siteName]);
  return (
    <div className="page">
      <h1 className="page-title">{title}</h1>
      {children}
    </div>
  );
}
