import './mantine-styles.css';
import '@mantine/notifications/styles.css';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { notificationsStore } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentUiLanguage, directionOf, i18n } from '@renderer/lib/i18n';
import type { InPageQuestions } from '@renderer/lib/platform/in-page-questions';
import type { Platform } from '@renderer/lib/platform/platform';
import { PlatformProvider } from '@renderer/lib/platform/platform-context';
import './focus.css';
import './fonts.css';
import './reflow.css';
import { whenIdle } from './prefetch-when-idle';
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

// A chunk that cannot be fetched (a browser tab gone offline, a build replaced on the server) costs
// the toasts, never the app: the lazy component would otherwise throw above every error screen.
const NoToasts = () => null;
const ToastsRegion = lazy((): Promise<{ default: ComponentType }> =>
  import('./toasts-region').then(
    (m) => ({ default: m.ToastsRegion }),
    (error: unknown) => {
      console.error('The toasts could not be loaded', error);
      return { default: NoToasts };
    },
  ),
);

/**
 * The toasts' region. No first screen shows a toast, so its code (and the transitions and scroll
 * locking it brings) is fetched and mounted once the first screen has shown and the browser is idle,
 * before a reviewer's action can ask for one, and then stays, so screen readers announce each toast
 * politely as it arrives. A toast asked for sooner mounts it at once; that toast then arrives with
 * its region, and a screen reader may not announce it.
 */
function Toasts() {
  const [mounted, setMounted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const stopListening = notificationsStore.subscribe(mount);
    const cancel = whenIdle(mount);
    // A toast asked for between the first render and this effect.
    if (notificationsStore.getState().notifications.length > 0) mount();
    return () => {
      stopListening();
      cancel();
    };
  }, [mounted]);
  return mounted ? (
    <Suspense fallback={null}>
      <ToastsRegion />
    </Suspense>
  ) : null;
}

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
            <Toasts />
            {platform.dialogs.inPage && <InPageQuestionsModal questions={platform.dialogs.inPage} />}
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </ThemedMantine>
        </DirectionProvider>
      </I18nextProvider>
    </PlatformProvider>
  );
}
