import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentUiLanguage, directionOf, i18n } from '@renderer/lib/i18n';
import type { InPageQuestions } from '@renderer/lib/platform/in-page-questions';
import type { Platform } from '@renderer/lib/platform/platform';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import './focus.css';
import './fonts.css';
import { createAppTheme, cssVariablesResolver } from './theme';

// Web mode's in-page question: a Modal, whose scroll and focus code no first screen needs.
export const loadUnsavedChangesModal = () => import('@renderer/components/unsaved-changes-modal');
const UnsavedChangesModal = lazy(() =>
  loadUnsavedChangesModal().then((m) => ({ default: m.UnsavedChangesModal })),
);

/**
 * The modal's chunk is fetched when the first question is asked (or prefetched once the first screen
 * shows, see page-frame.tsx), not while the first screen's own chunks are on their way.
 */
function InPageQuestionsModal({ questions }: { questions: InPageQuestions }) {
  const asked = useSyncExternalStore(questions.subscribe, questions.isOpen);
  const [mounted, setMounted] = useState(asked);
  if (asked && !mounted) setMounted(true);
  return mounted ? (
    <Suspense fallback={null}>
      <UnsavedChangesModal />
    </Suspense>
  ) : null;
}

/** Section 9: toasts close after 5000 ms and pause while hovered (Mantine's default). */
export const TOAST_AUTO_CLOSE_MS = 5000;

/** The theme names Mantine's own buttons, so it follows the UI language. */
function ThemedMantine({ children }: { children: ReactNode }) {
  // t is a new function whenever the language changes.
  const { t } = useTranslation();
  const theme = useMemo(() => createAppTheme(t), [t]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

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
          <ThemedMantine>
            {/* Always in the page, so screen readers announce each toast politely as it arrives. */}
            <Notifications
              position="top-right"
              autoClose={TOAST_AUTO_CLOSE_MS}
              role="status"
              aria-live="polite"
            />
            {platform.dialogs.inPage && <InPageQuestionsModal questions={platform.dialogs.inPage} />}
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </ThemedMantine>
        </DirectionProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
