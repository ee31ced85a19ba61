// What every integration test starts from: jsdom shimmed, English, empty storage, and a web platform
// signed in as the demo reviewer against the demo API in process (some requests intercepted).
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';
import { DEMO_CREDENTIALS } from '../../src/demo-api/credentials';
import { installBrowserShims } from '../unit/renderer/render-app';
import { inProcessDemoApi } from './in-process-demo-api';
import { intercepting, type Intercept } from './intercept';

export function useIntegrationEnvironment(): void {
  beforeEach(async () => {
    installBrowserShims();
    localStorage.clear();
    await initI18n('en');
  });
  afterEach(() => {
    notifications.clean();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}

export async function signedIn(intercept: Intercept = () => undefined) {
  const demo = inProcessDemoApi();
  const { transport } = createWebPlatform({
    storage: localStorage,
    fetch: intercepting(demo.fetch, intercept),
  });
  const { email, password } = DEMO_CREDENTIALS;
  await transport.call('login', undefined, { email, password });
  return { demo, transport };
}
