// `npm run web`: the built console for a browser, with /api proxied to REVIEW_CONSOLE_API_URL or to
// an embedded demo API. Run after `electron-vite build`. WEB_PORT (default 5173) picks the port and
// WEB_RENDERER_DIR a build made elsewhere (`electron-vite build --outDir <dir>`: its renderer folder).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_CREDENTIALS } from '../demo-api/credentials';
import { withoutCredentials } from './backend-url';
import { startWebServer } from './server';

const rendererDir =
  process.env.WEB_RENDERER_DIR?.trim() || fileURLToPath(new URL('../../out/renderer', import.meta.url));

function fail(message: string): never {
  console.error(`web: ${message}`);
  process.exit(1);
}

function backendUrl(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Reported below.
  }
  return fail(`REVIEW_CONSOLE_API_URL must be an http(s) URL, got "${withoutCredentials(value)}"`);
}

const port = Number(process.env.WEB_PORT ?? 5173);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`WEB_PORT must be a port number, got "${process.env.WEB_PORT}"`);
if (!existsSync(join(rendererDir, 'index.html')))
  fail(`${join(rendererDir, 'index.html')} is missing: run "npx electron-vite build" first`);

const server = await startWebServer({
  port,
  rendererDir,
  apiUrl: backendUrl(process.env.REVIEW_CONSOLE_API_URL),
});
console.log(`Agency Review Console (web mode): ${server.url}`);
console.log(
  server.backend === 'demo'
    ? `API: /api -> embedded demo API at ${server.apiUrl} (set REVIEW_CONSOLE_API_URL to use a real backend)`
    : `API: /api -> ${server.apiUrl} (REVIEW_CONSOLE_API_URL)`,
);
console.log('Answers only http://127.0.0.1 and http://localhost on this port (not other machines).');
if (server.backend === 'demo') {
  console.log(
    `Demo reviewer: ${DEMO_CREDENTIALS.email} / ${DEMO_CREDENTIALS.password} (OTP ${DEMO_CREDENTIALS.otp})`,
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`web: shutdown failed: ${withoutCredentials(String(error))}`);
        process.exit(1);
      },
    );
  });
}
