// What the web-mode server tests share: a backend that records what reached it, a renderer build
// folder, and requests sent exactly as written (fetch would normalise the path and cannot set Host).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStubServer } from '../../../fixtures/stub-server';

export interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = (request: Received, response: ServerResponse) => void;

const answerJson: Answer = (_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ message: 'from backend' }));
};

/** A backend that keeps every request it receives (body read whole), then answers with `answer`. */
export async function startRecordingBackend(answer: Answer = answerJson) {
  const received: Received[] = [];
  const stub = await startStubServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const entry = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString(),
      };
      received.push(entry);
      answer(entry, response);
    });
  });
  return { ...stub, received };
}

/** A build folder as electron-vite writes it: index.html, hashed assets and the .vite manifest. */
export function makeRendererDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-renderer-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1);');
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/app.js"}}');
  return dir;
}

/** Sends `path` and headers as given, Host included; `base` only says where to connect. */
export function send(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: hostname.replace(/^\[|\]$/g, ''),
        port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            headers: answer.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}
