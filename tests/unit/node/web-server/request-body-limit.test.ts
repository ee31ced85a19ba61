// Request bodies are capped at 1 MiB: the largest the console sends (a step's validations for 200
// fields, each with a 500-character note) passes with room to spare; anything larger is a 413 and
// never reaches the backend, whether its length is announced or it arrives in chunks.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTE_MAX_LENGTH } from '@shared/domain/field-rules';
import { startWebServer, type WebServer } from '@web-server/server';
import { makeRendererDir, send, startRecordingBackend } from './web-server-harness';

const MiB = 1024 * 1024;

let backend: Awaited<ReturnType<typeof startRecordingBackend>>;
let web: WebServer;

beforeAll(async () => {
  backend = await startRecordingBackend();
  web = await startWebServer({ port: 0, apiUrl: backend.url, rendererDir: makeRendererDir() });
});

afterAll(async () => {
  await web?.close();
  await backend?.close();
});

/** A body sent in chunks with no Content-Length, as a stream upload would be. */
function sendChunked(path: string, chunks: Buffer[]): Promise<number> {
  const { hostname, port } = new URL(web.url);
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: hostname, port, path, method: 'POST' }, (answer) => {
      answer.resume();
      resolve(answer.statusCode ?? 0);
    });
    // The server may answer and close before the rest is written.
    outgoing.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' ? undefined : reject(error),
    );
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

describe('request bodies', () => {
  it("pass whole up to the largest a step's validations can be, in any script", async () => {
    // Control characters are the costliest in JSON (\u0001: six bytes each); no note is larger.
    for (const letter of ['a', 'ع', '\u0001']) {
      const fields = Array.from({ length: 200 }, (_, i) => ({
        fieldPath: `serviceFields.services[${i}].pricing.priceRange`,
        validationStatus: 'invalid',
        note: letter.repeat(NOTE_MAX_LENGTH),
      }));
      const body = JSON.stringify({ fields, tags: ['Incomplete profile'] });
      const answer = await send(web.url, '/api/field-validation/agencies/a1/validate-multiple-fields', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(answer.status).toBe(200);
      expect(backend.received.at(-1)?.body).toBe(body);
      expect(Buffer.byteLength(body)).toBeLessThan(MiB);
    }
  });

  it('of exactly 1 MiB pass', async () => {
    const answer = await send(web.url, '/api/echo', { method: 'POST', body: Buffer.alloc(MiB, 'x') });
    expect(answer.status).toBe(200);
    expect(backend.received.at(-1)?.body.length).toBe(MiB);
  });

  it('larger than 1 MiB are refused with 413 and never forwarded', async () => {
    const before = backend.received.length;
    const announced = await send(web.url, '/api/echo', { method: 'POST', body: Buffer.alloc(MiB + 1, 'x') });
    expect(announced.status).toBe(413);
    const chunked = await sendChunked(
      '/api/echo',
      Array.from({ length: 17 }, () => Buffer.alloc(64 * 1024, 'x')),
    );
    expect(chunked).toBe(413);
    expect(backend.received.length).toBe(before);
  });
});
