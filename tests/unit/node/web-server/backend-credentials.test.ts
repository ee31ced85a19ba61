// REVIEW_CONSOLE_API_URL may carry a user name and password (https://user:password@host): they go to
// the backend as Basic authentication and never into a message, a log line or an error page.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startWebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

const USER = 'svc-console';
const PASSWORD = 'pa55-w0rd-kept-secret';
const SECRETS = [PASSWORD, `${USER}:`];
const CLI = fileURLToPath(new URL('../../../../src/web-server/cli.ts', import.meta.url));
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

const withCredentials = (url: string) => url.replace('//', `//${USER}:${PASSWORD}@`);

function expectNoSecret(text: string) {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** `npm run web`'s command with this backend URL: the process and everything it has printed so far. */
function runCommand(apiUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_PORT: '0',
      WEB_RENDERER_DIR: makeRendererDir(),
      REVIEW_CONSOLE_API_URL: apiUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  return { child, output: () => printed };
}

describe('backend URL credentials', () => {
  it('are sent to the backend as Basic authentication, never in the URL', async () => {
    const backend = await startRecordingBackend();
    const web = await startWebServer({
      port: 0,
      apiUrl: withCredentials(`${backend.url}/v1`),
      rendererDir: makeRendererDir(),
    });
    try {
      const answer = await send(web.url, '/api/reviewer/profile');
      expect(answer.status).toBe(200);
      expect(backend.received.at(-1)?.url).toBe('/v1/reviewer/profile');
      expect(backend.received.at(-1)?.headers.authorization).toBe(
        `Basic ${Buffer.from(`${USER}:${PASSWORD}`).toString('base64')}`,
      );
      expectNoSecret(web.apiUrl);
    } finally {
      await web.close();
      await backend.close();
    }
  });

  it('never appear in the error page or the log when the backend cannot be reached', async () => {
    const logged: string[] = [];
    for (const method of ['log', 'info', 'warn', 'error'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
    }
    const web = await startWebServer({
      port: 0,
      apiUrl: withCredentials('http://127.0.0.1:9/v1'),
      rendererDir: makeRendererDir(),
    });
    try {
      const answer = await send(web.url, '/api/csrf/token');
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body).message).toContain('could not be reached');
      expectNoSecret(answer.body);
      expectNoSecret(JSON.stringify(answer.headers));
      expectNoSecret(web.apiUrl);
      expectNoSecret(logged.join('\n'));
    } finally {
      await web.close();
    }
  });

  it("never appear in the command's startup lines, its output or its error page", async () => {
    const { child, output: printed } = runCommand(withCredentials('http://127.0.0.1:9/v1'));
    try {
      await vi.waitFor(() => expect(printed()).toMatch(/API: .*\n/), { timeout: 15_000, interval: 100 });
      const output = printed();
      expect(output).toMatch(/API: \/api -> http:\/\/\*\*\*@127\.0\.0\.1:9\/v1/);
      const url = output.match(/\(web mode\): (\S+)/)?.[1];
      expect(url).toBeDefined();
      const answer = await send(url!, '/api/csrf/token');
      expect(answer.status).toBe(502);
      expectNoSecret(answer.body);
      expectNoSecret(printed());
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('never appear when the command refuses a URL that is not http(s)', async () => {
    const { child, output } = runCommand(`ftp://${USER}:${PASSWORD}@files.example/v1`);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(output()).toContain('REVIEW_CONSOLE_API_URL must be an http(s) URL');
    expectNoSecret(output());
  });
});
