import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { imageSource } from '@shared/domain/preview-text';
import { imageAllowed } from '@shared/image-policy';
import { queryKeys } from '../query-keys';
import type { BackendStatus, Platform, Transport } from './platform';

const PlatformContext = createContext<Platform | null>(null);

export function PlatformProvider({ platform, children }: { platform: Platform; children: ReactNode }) {
  return <PlatformContext.Provider value={platform}>{children}</PlatformContext.Provider>;
}

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform needs a <PlatformProvider> (see app/providers.tsx)');
  return platform;
}

export const useTransport = (): Transport => usePlatform().transport;

export interface ShownImage {
  /** The URL this page loads, or null when there is none or it may not be loaded. */
  src: string | null;
  /** True when IT's image policy keeps this image from loading (image-policy.ts). */
  blocked: boolean;
}

/** An image URL from the backend (a logo) as this page loads it, if IT's image policy lets it. */
export function useShownImage(url: string | null | undefined): ShownImage {
  const platform = usePlatform();
  // The configuration gate loaded it before any screen showed (backend-status.ts); read, never fetched here.
  const { data } = useQuery<BackendStatus>({ queryKey: queryKeys.appInfo, enabled: false });
  const src = imageSource(url, platform.imageApiBase);
  if (src === null) return { src: null, blocked: false };
  // Web mode allows any https host; the desktop, without main's answer, only the app's own paths.
  const fallback = platform.kind === 'desktop' ? [] : null;
  const sources = data === undefined ? fallback : (data.imageSources ?? null);
  return imageAllowed(src, sources) ? { src, blocked: false } : { src: null, blocked: true };
}

/** The image's URL as this page loads it; null when there is none to show or it may not be loaded. */
export const useImageSource = (url: string | null | undefined): string | null => useShownImage(url).src;
