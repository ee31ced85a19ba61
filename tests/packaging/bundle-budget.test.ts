// The lean renderer (npm run size): the login route — index.html's entry and the login screen's chunks,
// with web mode's platform in a browser tab — downloads minified code within its budgets, and none of
// the queues, the review wizard or the report. Reads out/renderer, or E2E_RENDERER_DIR (a
// renderer built elsewhere with `electron-vite build --outDir …`, as the e2e suite does).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BUDGETS,
  formatKb,
  LOGIN_SCREEN,
  measureRenderer,
  readManifest,
  staticFilesOf,
  WEB_PLATFORM,
  type ChunkSize,
} from '../../tooling/bundle/renderer-chunks';

const rendererDir =
  process.env.E2E_RENDERER_DIR ?? fileURLToPath(new URL('../../out/renderer', import.meta.url));
const report = measureRenderer(rendererDir);
const text = (chunk: ChunkSize) => readFileSync(join(rendererDir, chunk.file), 'utf8');
const jsChunks = report.chunks.filter((chunk) => chunk.file.endsWith('.js'));
const loginJs = report.loginInBrowser.js;
const isLoginChunk = (chunk: ChunkSize) => loginJs.some((login) => login.file === chunk.file);

/** Text only each screen's own code holds (a data-testid it renders). */
const SCREEN_MARKERS = {
  queues: 'queue-toolbar',
  'review wizard': 'step-preview-column',
  'services preview': 'service-pricing',
  report: 'conclusion-submitted',
  // The queue's rows as columns (row-columns.ts), which sign-in's refresh of the lists must not bring.
  'queue rows': 'The columns were already taken',
};

describe('the login route', () => {
  it.each([
    ['on the desktop', report.login],
    ['in a browser tab', report.loginInBrowser],
  ])(
    `loads at most ${formatKb(BUDGETS.loginJsGzip)} of JS and ${formatKb(BUDGETS.loginCssGzip)} of CSS (gzip) with its screen %s`,
    (_, route) => {
      expect(route.jsGzip).toBeLessThanOrEqual(BUDGETS.loginJsGzip);
      expect(route.cssGzip).toBeLessThanOrEqual(BUDGETS.loginCssGzip);
    },
  );

  it('says no budget is exceeded', () => {
    expect(report.overBudget).toEqual([]);
  });

  it("fetches its screen as a chunk of its own, and in a browser tab web mode's platform too", () => {
    expect(report.login.js.length).toBeGreaterThan(report.entry.js.length);
    expect(report.loginInBrowser.js.length).toBeGreaterThan(report.login.js.length);
  });

  it('loads no schema library: zod comes with the HTTP client, after the form works', () => {
    // A marker of zod's own code: its error class's name.
    const holdsZod = (chunk: ChunkSize) => text(chunk).includes('ZodError');
    expect(loginJs.filter(holdsZod).map((chunk) => chunk.file)).toEqual([]);
    expect(jsChunks.some(holdsZod)).toBe(true);
  });

  it('is minified: its JS averages over 500 characters a line (unminified output, about 40)', () => {
    const code = loginJs.map(text).join('\n');
    expect(code.length / code.split('\n').length).toBeGreaterThan(500);
  });

  it('is named in index.html, so it is fetched with the entry and not once the entry has run', () => {
    const html = readFileSync(join(rendererDir, 'index.html'), 'utf8');
    const named = (rel: string) =>
      [...html.matchAll(new RegExp(`<link rel="${rel}" crossorigin href="/([^"]+)">`, 'g'))].map(
        (match) => match[1],
      );
    const files = [...staticFilesOf(readManifest(rendererDir), [LOGIN_SCREEN, WEB_PLATFORM])];
    const entry = html.match(/<script type="module" crossorigin src="\/([^"]+)">/)?.[1];
    expect(entry).toBeDefined();
    const scripts = [entry, ...named('modulepreload')];
    expect(files.filter((file) => file.endsWith('.js') && !scripts.includes(file))).toEqual([]);
    expect(files.filter((file) => file.endsWith('.css') && !named('stylesheet').includes(file))).toEqual([]);
    expect(files.length).toBeGreaterThan(report.entry.js.length);
  });

  it.each(Object.entries(SCREEN_MARKERS))(
    'holds none of the %s code, which is in a chunk of its own',
    (_, marker) => {
      const holds = (chunk: ChunkSize) => text(chunk).includes(marker);
      expect(loginJs.filter(holds).map((chunk) => chunk.file)).toEqual([]);
      expect(jsChunks.filter((chunk) => holds(chunk) && !isLoginChunk(chunk)).length).toBeGreaterThan(0);
    },
  );
});
