/**
 * Remembers the image the home page paints as its largest element, the first banner,
 * so that index.html can preload it on the next visit (lib/router/lcp-preload-script). Stored as
 * the address the <img> asks for: a same-origin image as its path (the rule of
 * lib/storage/lcp-image-url), another origin's as its https: URL; any other image, or a home with
 * no banner, removes the stored one, so that the next visit never preloads an image it won't use.
 */
import { useEffect } from 'react';
import { lcpImageAddress } from '../../lib/storage/lcp-image-url';
import { readStored, removeStored, writeStored } from '../../lib/storage/storage';

/** `src` of the first banner; null once home is known to show none; undefined while unknown. */
export function useRememberLcpImage(src: string | null | undefined): void {
  useEffect(() => {
    if (src === undefined) return;
    const address = src === null ? null : lcpImageAddress(src, document.baseURI);
    // Written only when it changes: most visits show the same first banner as the last.
    if (address === null) removeStored('lcp_image');
    else if (readStored('lcp_image') !== address) writeStored('lcp_image', address);
  }, [src]);
}
