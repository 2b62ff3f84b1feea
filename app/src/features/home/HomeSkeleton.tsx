/**
 * The boxes of home's content before it arrives: the banner carousel (with its controls) and the
 * marquee, so that nothing below them moves when the content comes (CLS, held to 0.01:
 * e2e/boot/prerendered-shell.spec.ts measures it).
 */
export function HomeSkeleton() {
  return (
    <>
      <div className="banner-skeleton" aria-hidden="true" />
      <div className="marquee marquee-skeleton" aria-hidden="true" />
    </>
  );
}
