// What every integration test starts from (besides setup.ts: jsdom shimmed, English): empty storage,
// and a web platform signed in as the demo reviewer against the demo API in process (some requests
// intercepted).
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, vi } from 'vitest';
import { createWebPlatform } from '@renderer/lib/platform/web-platform';
import { DEMO_CREDENTIALS } from '@demo-api/credentials';
import { inProcessDemoApi } from '../../tooling/harness/in-process-demo-api';
import { intercepting, type Intercept } from './intercept';

export function useIntegrationEnvironment(): void {
  beforeEach(() => {
    localStorage.clear();
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
