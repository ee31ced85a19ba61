// Web mode: the built console and a same-origin /api proxy on one loopback port, used by QA, by the
// browser tests and by the benchmark. Never packaged into the desktop app.
import { createAdaptorServer } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoApiOptionsFromEnv, startDemoApi } from '../demo-api/server';
import { createWebApp } from './app';
import { parseBackendUrl } from './backend-url';
import { allowedHosts, type LoopbackHost } from './host-check';

export interface WebServerOptions {
  port: number;
  /** Loopback only (the default is 127.0.0.1): the server answers no other machine. */
  host?: LoopbackHost;
  /** The backend; when absent an embedded demo API is started and stopped with the server. */
  apiUrl?: string;
  rendererDir: string;
  /** Read for the demo API's options (size, faults, control). */
  env?: NodeJS.ProcessEnv;
}

export interface WebServer {
  url: string;
  /** The backend as it may be shown: credentials replaced by ***. */
  apiUrl: string;
  backend: 'proxy' | 'demo';
  /** The embedded demo API's own URL, where test harnesses reach its /__demo/* control; else null. */
  demoApiUrl: string | null;
  close(): Promise<void>;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const configured = options.apiUrl === undefined ? null : parseBackendUrl(options.apiUrl);
  const demo = configured
    ? null
    : await startDemoApi({ ...demoApiOptionsFromEnv(options.env ?? process.env), port: 0 });
  const backend = configured ?? parseBackendUrl(demo!.url);
  const hosts = new Set<string>();
  const app = createWebApp({ backend, rendererDir: options.rendererDir, hosts });
  const server = createAdaptorServer({ fetch: app.fetch }) as Server;

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    await demo?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;
  for (const name of allowedHosts(host, port)) hosts.add(name);

  return {
    url: `http://${host === '::1' ? '[::1]' : host}:${port}/`,
    apiUrl: backend.shown,
    backend: demo ? 'demo' : 'proxy',
    demoApiUrl: demo?.url ?? null,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await demo?.close();
    },
  };
}
