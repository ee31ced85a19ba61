import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { createTheme, DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { UnsavedChangesModal } from '@renderer/components/unsaved-changes-modal';
import { currentUiLanguage, directionOf, i18n } from '@renderer/lib/i18n';
import type { Platform } from '@renderer/lib/platform/platform';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';

/** Section 9: toasts close after 5000 ms and pause while hovered (Mantine's default). */
export const TOAST_AUTO_CLOSE_MS = 5000;

const theme = createTheme({ primaryColor: 'blue', defaultRadius: 'md' });

interface AppProvidersProps {
  platform: Platform;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ platform, queryClient, children }: AppProvidersProps) {
  return (
    <PlatformProvider platform={platform}>
      <I18nextProvider i18n={i18n}>
        {/* Follows <html dir>, which i18n sets whenever the language changes. */}
        <DirectionProvider initialDirection={directionOf(currentUiLanguage())}>
          <MantineProvider theme={theme}>
            <Notifications position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} />
            <UnsavedChangesModal />
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
