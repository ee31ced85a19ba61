import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS, demoApiOptionsFromEnv, startDemoApi } from '@demo-api/server';
import { createClient, readReviewList, signedIn } from './demo-client';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('demo API: options from the environment', () => {
  it('reads port, size, faults and control', () => {
    expect(
      demoApiOptionsFromEnv({
        DEMO_API_PORT: '4011',
        DEMO_AGENCIES: '10000',
        DEMO_LATENCY_MS: '100-300',
        DEMO_ERROR_RATE: '0.1',
        DEMO_MALFORMED_RATE: '0.05',
        DEMO_CUT_OFF_RATE: '0.02',
        DEMO_FAULT_PATHS: '^/agency',
        DEMO_CONTROL: '1',
      }),
    ).toEqual({
      port: 4011,
      agencies: 10000,
      faults: {
        latencyMs: '100-300',
        errorRate: 0.1,
        malformedRate: 0.05,
        cutOffRate: 0.02,
        paths: '^/agency',
      },
      control: true,
    });
    expect(demoApiOptionsFromEnv({ DEMO_LATENCY_MS: '250' })).toEqual({ faults: { latencyMs: 250 } });
    expect(demoApiOptionsFromEnv({})).toEqual({});
  });

  it('refuses values that make no sense', () => {
    expect(() => demoApiOptionsFromEnv({ DEMO_AGENCIES: 'many' })).toThrow(/DEMO_AGENCIES/);
    expect(() => demoApiOptionsFromEnv({ DEMO_ERROR_RATE: '1.5' })).toThrow(/DEMO_ERROR_RATE/);
    expect(() => demoApiOptionsFromEnv({ DEMO_CUT_OFF_RATE: '-1' })).toThrow(/DEMO_CUT_OFF_RATE/);
  });
});

describe('demo API: instances', () => {
  it('scales to DEMO_AGENCIES=10000 agency reviews, with details built on demand', async () => {
    const api = await startDemoApi(demoApiOptionsFromEnv({ DEMO_AGENCIES: '10000' }));
    try {
      const client = await signedIn(api.url);
      const list = readReviewList(await client.get('/agency-review-management'));
      expect(list).toHaveLength(10_000);
      expect(new Set(list.map((item) => item._id)).size).toBe(10_000);
      const last = await client.get(`/agency/${list[9_999].agencyId._id}`);
      expect(last.status).toBe(200);
      expect((last.body as { profile: { name: string } }).profile.name).toBe(
        list[9_999].agencyId.profile?.name,
      );
    } finally {
      await api.close();
    }
  });

  it('seeds the same data every time, while each instance keeps its own state', async () => {
    const [a, b] = await Promise.all([startDemoApi(), startDemoApi()]);
    try {
      const [clientA, clientB] = await Promise.all([signedIn(a.url), signedIn(b.url)]);
      const listA = readReviewList(await clientA.get('/agency-review-management'));
      expect(readReviewList(await clientB.get('/agency-review-management'))).toEqual(listA);
      const pending = listA.find((item) => item.status === 'pending');
      await clientA.post(`/agency-review-management/${pending?.agencyId._id}/review/start`);
      const inB = readReviewList(await clientB.get('/agency-review-management'));
      expect(inB.find((item) => item._id === pending?._id)?.status).toBe('pending');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('applies the faults it was started with', async () => {
    const api = await startDemoApi({ faults: { errorRate: 1, paths: '^/reviewer/' } });
    try {
      const client = await signedIn(api.url);
      expect((await client.get('/reviewer/profile')).status).toBe(500);
      expect((await client.get('/agency-review-management/dashboard/stats')).status).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('listens on 127.0.0.1 with a URL without a trailing slash', async () => {
    const api = await startDemoApi({ port: 0 });
    try {
      expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    } finally {
      await api.close();
    }
    await expect(createClient(api.url).get('/csrf/token')).rejects.toThrow();
  });
});

describe('demo API: the npm run demo-api command', () => {
  it('prints its address and the demo credentials, serves, and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/demo-api/cli.ts'], {
      cwd: root,
      env: { ...process.env, DEMO_API_PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match && output.includes(DEMO_CREDENTIALS.password)) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`demo-api exited early (${code}): ${output}`)));
    });
    expect(output).toContain(DEMO_CREDENTIALS.email);
    expect((await createClient(url).get('/csrf/token')).status).toBe(200);
    const exitCode = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exitCode).toBe(0);
  }, 15_000);
});
