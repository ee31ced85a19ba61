// Around every route: the window title of the screen, focus on its heading after a navigation, and the
// links the OS hands the desktop app.
import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { usePlatform } from '@renderer/lib/platform/platform-context';
import { prefetchWhenIdle } from '../prefetch-when-idle';
import { loadUnsavedChangesModal } from '../providers';
import { useOpenedLinks } from '../use-opened-links';
import { useDocumentTitle, useHeadingFocusOnNavigation } from '../use-page-focus-and-title';

export function PageFrame() {
  useDocumentTitle();
  useHeadingFocusOnNavigation();
  useCodeAfterFirstScreen();
  useOpenedLinks();
  return <Outlet />;
}

/**
 * Mounted once the first screen's chunk is in (the router renders no route before): only then, when
 * idle, fetch the code the next steps need, so none of it competes with the first screen's own.
 */
function useCodeAfterFirstScreen() {
  const { transport, dialogs } = usePlatform();
  useEffect(() => {
    const loads: (() => Promise<unknown>)[] = [];
    if (transport.warmUp) loads.push(transport.warmUp.bind(transport));
    if (dialogs.inPage) loads.push(loadUnsavedChangesModal);
    return prefetchWhenIdle(loads);
  }, [transport, dialogs]);
}
