// An image the backend names (a logo) as this page loads it, if IT's image policy lets it
// (@shared/image-policy): main says which hosts in its app information, which the configuration gate
// has already asked for, so this reads it from the cache (and asks only where nothing did).
import { useQuery } from '@tanstack/react-query';
import { imageSource } from '@shared/domain/preview-text';
import { imageAllowed } from '@shared/image-policy';
import { backendStatusQueryOptions } from './backend-status';
import { usePlatform } from './platform-context';

export interface ShownImage {
  /** The URL this page loads, or null when there is none or it may not be loaded. */
  src: string | null;
  /** True when IT's image policy keeps this image from loading. */
  blocked: boolean;
}

export function useShownImage(url: string | null | undefined): ShownImage {
  const platform = usePlatform();
  const { data } = useQuery(backendStatusQueryOptions(platform));
  const src = imageSource(url, platform.imageApiBase);
  if (src === null) return { src: null, blocked: false };
  // Web mode allows any https host; the desktop, until main has answered, only the app's own paths.
  const fallback = platform.kind === 'desktop' ? [] : null;
  const sources = data === undefined ? fallback : (data.imageSources ?? null);
  return imageAllowed(src, sources) ? { src, blocked: false } : { src: null, blocked: true };
}

/** The image's URL as this page loads it; null when there is none to show or it may not be loaded. */
export const useImageSource = (url: string | null | undefined): string | null => useShownImage(url).src;
