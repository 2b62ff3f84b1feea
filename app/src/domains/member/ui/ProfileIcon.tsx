/**
 * One of the profile icons, drawn inline (no request): a figure on a coloured disc. The
 * figures repeat past nine; the colours are spread over the site's count, so every icon of a
 * site differs from the others.
 */
const FIGURES = [
  'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z',
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'M19 14.5A7.5 7.5 0 1 1 9.5 5a6 6 0 0 0 9.5 9.5z',
  'M13 3L5 14h6l-1 7 8-11h-6z',
  'M12 3l8 9-8 9-8-9z',
  'M4 18h16l1-10-5 4-4-7-4 7-5-4z',
  'M12 3s6 7 6 11a6 6 0 0 1-12 0c0-4 6-11 6-11z',
  'M6 18C6 10 11 5 19 5c0 8-5 13-13 13z',
  'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
] as const;

export function ProfileIcon({
  icon,
  count,
  size,
}: {
  /** 1 to count. */
  icon: number;
  count: number;
  size: number;
}) {
  const hue = Math.round(((icon - 1) * 360) / Math.max(count, 1));
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-profile-icon={icon}
    >
      <circle cx="12" cy="12" r="12" fill={`hsl(${hue} 65% 42%)`} />
      <path
        d={FIGURES[(icon - 1) % FIGURES.length]}
        fill="#fff"
        transform="translate(3.6 3.6) scale(0.7)"
      />
    </svg>
  );
}
