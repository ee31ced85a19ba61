import { createContext, useContext, type ReactNode } from 'react';
import type { Platform, Transport } from './platform';

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
