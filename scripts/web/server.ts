// Web mode: the built console and a same-origin /api proxy on one loopback port.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { demoApiOptionsFromEnv, startDemoApi } from '../../src/demo-api/server';
import { API_PREFIX, createApiProxy } from './api-proxy';
import { createStaticHandler } from './static-files';

export interface WebServerOptions {
  port: number;
  host?: string;
  /** The backend; when absent an embedded demo API is started and stopped with the server. */
  apiUrl?: string;
  rendererDir: string;
  /** Read for the demo API's options (size, faults, control). */
  env?: NodeJS.ProcessEnv;
}

export interface WebServer {
  url: string;
  apiUrl: string;
  backend: 'proxy' | 'demo';
  close(): Promise<void>;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const host = options.host ?? '127.0.0.1';
  const demo = options.apiUrl
    ? null
    : await startDemoApi({ ...demoApiOptionsFromEnv(options.env ?? process.env), port: 0 });
  const apiUrl = options.apiUrl ?? demo!.url;
  const proxy = createApiProxy(apiUrl);
  const serveStatic = createStaticHandler(options.rendererDir);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const pathname = (req.url ?? '/').split('?')[0];
    const isApi = pathname === API_PREFIX || pathname.startsWith(`${API_PREFIX}/`);
    await (isApi ? proxy(req, res) : serveStatic(req, res, pathname));
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('web: request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify({ message: 'Internal error in the web-mode server' }));
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, host, () => resolve());
    });
  } catch (error) {
    await demo?.close();
    throw error;
  }
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/`,
    apiUrl,
    backend: demo ? 'demo' : 'proxy',
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await demo?.close();
    },
  };
}
