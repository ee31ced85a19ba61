import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n, loadStoredLanguage } from './lib/i18n';
import { createQueryClient } from './lib/query-client';

async function start() {
  // The language is known before the first paint, so Arabic never flashes left to right.
  await initI18n(await loadStoredLanguage());
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App queryClient={createQueryClient()} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
