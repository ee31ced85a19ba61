import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { beforeFirstRender } from './app/first-render';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { choosePlatform } from './lib/platform/choose-platform';
import { createQueryClient } from './lib/query-client';

async function start() {
  // Desktop or browser, decided once: everything below asks the platform, never the window.
  const choosing = choosePlatform();
  // The router fetches the first screen's chunk at once, while the platform and the language load:
  // the login form does not wait for them in turn.
  const router = createAppRouter();
  const platform = await choosing;
  const queryClient = createQueryClient();
  // One first render, of the first screen (first-render.ts). The language is known before it, so
  // Arabic never flashes left to right.
  const language = platform.language.load().then(initI18n);
  await beforeFirstRender({ platform, queryClient, router, language });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App platform={platform} queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void start();
