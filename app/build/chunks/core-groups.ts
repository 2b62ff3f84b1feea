/**
 * Code-splitting groups for what the entry and most lazy chunks share, and for the first calls
 * that index.html starts before the app runs. Each joins modules that Rolldown would otherwise cut
 * into many small chunks, which an HTTP/1.1 server sends 6 at a time.
 */
type Group = { name: string; test: RegExp; includeDependenciesRecursively?: false };

export const coreGroups: Group[] = [
  // React, its JSX runtime, wouter and the storage module are used by the entry and by most lazy
  // chunks, and the page frame (ui/Page.tsx, a heading and a box) by every page but the lobby:
  // one chunk instead of a chunk of their own each. So are a request's language and merchant
  // (lib/api/context.ts and the language lists): once the features' dialogs shared the entry's
  // lazy-part, Rolldown cut them into a file of their own on every first page.
  {
    name: 'boot',
    test: /^rolldown:runtime$|node_modules[\\/](react|wouter|regexparam|valibot)[\\/]|src[\\/]lib[\\/](store\.ts|storage[\\/]|router[\\/]carry-params\.ts|api[\\/]context\.ts|i18n[\\/](languages|request-language)\.ts)|src[\\/]ui[\\/]Page\.tsx$/,
  },
  // Home's content call (its first banner is the largest paint) needs only this and the entry;
  // alone, index.html starts it with home's page chunk (route-preload.ts). The landing's
  // attribution, which the entry imports at once on every page, comes in it too.
  {
    name: 'announcements',
    test: /src[\\/](domains[\\/]content[\\/]announcements-call|content|domains[\\/]attribution[\\/](landing|affiliate|click-ids|s2s))\.ts$/,
    includeDependenciesRecursively: false,
  },
  // TanStack Query and the app's client, out of the entry: they load with the first part that
  // reads or calls (lib/api/with-query-client.ts). The infinite lists' hooks stay with the two
  // history pages that use them. The lobby's lanes call and the contract's game shapes come in it
  // too: the lobby and home's content need both.
  {
    name: 'queries',
    test: /node_modules[\\/]@tanstack[\\/](?!.*(infiniteQuery(Observer|Options)|useInfiniteQuery)\.js)|src[\\/](lib[\\/]api[\\/]query-client\.tsx|domains[\\/]games[\\/]vendor-lanes\.ts)$|contract[\\/]src[\\/]games\.ts$/,
    includeDependenciesRecursively: false,
  },
];
