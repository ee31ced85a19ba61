// Every jsdom test file, unit and integration: jest-dom's matchers, the browser APIs jsdom lacks, the
// UI in English at the start of each test, and the DOM emptied after it.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { initI18n } from '@renderer/lib/i18n';
import { installBrowserShims } from './browser-shims';

// CI shares 2 cores with the whole suite, so an answer can take longer than Testing Library's default
// second to show. A wait still ends (and fails) well before the test timeout.
configure({ asyncUtilTimeout: 5_000 });

installBrowserShims();

beforeEach(async () => {
  await initI18n('en');
});

// Without vitest globals, Testing Library cannot unmount between tests by itself.
afterEach(cleanup);
