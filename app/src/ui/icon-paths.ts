/** The product's one small icon set: SVG paths drawn on a 24-unit grid (ui/Icon, and the
 * prerendered shell of index.html, which draws the tab bar's icons before any script). */
export const ICON_PATHS = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  game: 'M7 8h10a5 5 0 0 1 4.8 6.4l-.7 2.4a2.4 2.4 0 0 1-4 1L15 16H9l-2.1 1.8a2.4 2.4 0 0 1-4-1l-.7-2.4A5 5 0 0 1 7 8zm1 3v1.5H6.5V14H8v1.5h1.5V14H11v-1.5H9.5V11zm7.5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm2.5 1.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2z',
  gift: 'M4 11h16v10H4zm-1-4h18v4H3zm9 0v14M12 7c-1-3-5-4-5-1.5S11 7 12 7zm0 0c1-3 5-4 5-1.5S13 7 12 7z',
  headset:
    'M4 14v-2a8 8 0 0 1 16 0v2M4 14a2 2 0 0 1 2-2h1v7H6a2 2 0 0 1-2-2zm16 0a2 2 0 0 0-2-2h-1v7h1a2 2 0 0 0 2-2zm-3 5c0 1.5-2 2.5-5 2.5',
  user: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm-8 9c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5',
  globe:
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm0 0c2.5-2.5 3.5-5.5 3.5-9S14.5 5.5 12 3m0 18c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3M3.5 9h17m-17 6h17',
  back: 'M15 5l-7 7 7 7',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zm10 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  eyeOff:
    'M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2',
  inbox: 'M3 13l3-8h12l3 8v6a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1zm0 0h5l1.5 2.5h5L16 13h5',
  logout: 'M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l-5-5 5-5M5 12h11',
  alert: 'M12 3l10 18H2zm0 6v5m0 3v.5',
  check: 'M4 12.5l5 5L20 6.5',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zm5-2 5 5',
  refresh: 'M20 12a8 8 0 1 1-2.3-5.7M20 4v5h-5',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9-4.6-.8-8-4.5-8-9V6zm-3.5 9l2.5 2.5 4.5-5',
} as const;

export type IconName = keyof typeof ICON_PATHS;

/** The attributes every icon shares (stroked, not filled). */
export const ICON_STROKE = 1.8;
