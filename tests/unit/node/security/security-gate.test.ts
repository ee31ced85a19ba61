import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  acceptedFileSchema,
  gateFailures,
  type AcceptedEntry,
  type Finding,
} from '../../../../tooling/security/accepted-findings';
import { createConnection } from 'node:net';
import { scan, withoutNetwork } from '../../../../tooling/security/run-electronegativity';

const openExternal: Finding = {
  check: 'OPEN_EXTERNAL_JS_CHECK',
  file: 'src/main/security.ts',
  line: 23,
  sample: 'void options.openExternal(url).catch(() => {});',
  description: 'Review the use of openExternal',
};
const accepted: AcceptedEntry = {
  check: 'OPEN_EXTERNAL_JS_CHECK',
  file: 'src/main/security.ts',
  match: 'void options.openExternal(url)',
  justification: 'Reached only after the https allowlist accepted the URL.',
};

describe('the security gate', () => {
  it('passes when every finding is listed with a justification', () => {
    expect(gateFailures({ findings: [openExternal], accepted: [accepted] })).toEqual([]);
  });

  it('fails on a finding that is not listed', () => {
    const contextIsolation = { ...openExternal, check: 'CONTEXT_ISOLATION_JS_CHECK', sample: 'x' };
    const failures = gateFailures({ findings: [openExternal, contextIsolation], accepted: [accepted] });
    expect(failures).toEqual([expect.stringMatching(/^Unlisted finding CONTEXT_ISOLATION_JS_CHECK/)]);
  });

  it('fails when the listed line changed, or the same check fires in another file', () => {
    const changed = { ...openExternal, sample: 'void shell.openExternal(anyUrl);' };
    expect(gateFailures({ findings: [changed], accepted: [accepted] })).toHaveLength(2);
    const elsewhere = { ...openExternal, file: 'src/main/index.ts' };
    expect(gateFailures({ findings: [openExternal, elsewhere], accepted: [accepted] })).toEqual([
      expect.stringMatching(/^Unlisted finding .* src\/main\/index\.ts/),
    ]);
  });

  it('fails on a stale entry and on one that covers several findings', () => {
    expect(gateFailures({ findings: [], accepted: [accepted] })).toEqual([
      expect.stringMatching(/^Stale accepted entry/),
    ]);
    const twice = [openExternal, { ...openExternal, line: 40 }];
    expect(gateFailures({ findings: twice, accepted: [accepted] })).toEqual([
      expect.stringMatching(/covers 2 findings/),
    ]);
  });

  it('fails when a file could not be scanned or hides a finding inline', () => {
    const parseErrors = [{ file: 'src/main/window.ts', message: 'Unexpected token' }];
    expect(gateFailures({ findings: [], accepted: [], parseErrors })).toEqual([
      'Could not scan src/main/window.ts: Unexpected token',
    ]);
    expect(gateFailures({ findings: [], accepted: [], inlineSuppressions: ['src/main/x.ts'] })).toHaveLength(
      1,
    );
  });

  it('reads the reviewed file: every entry names a check, a file, a match and a justification', () => {
    const file = readFileSync(
      new URL('../../../../security/electronegativity-accepted.json', import.meta.url),
    );
    const { accepted: entries } = acceptedFileSchema.parse(JSON.parse(file.toString()));
    expect(entries.length).toBeGreaterThan(0);
    expect(() => acceptedFileSchema.parse({ accepted: [{ ...accepted, justification: '' }] })).toThrow();
  });
});

describe('Electronegativity, offline', () => {
  it('reports an insecure window and a file it cannot parse, without any network', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'security-scan-'));
    writeFileSync(
      join(dir, 'window.ts'),
      "import { BrowserWindow } from 'electron';\n" +
        'export const open = (): BrowserWindow =>\n' +
        '  new BrowserWindow({ webPreferences: { contextIsolation: false, sandbox: true } });\n',
    );
    writeFileSync(join(dir, 'broken.ts'), 'export const = ;\n');
    const result = await scan({ input: dir, root: dir, electronVersion: '45.4.1' });
    expect(result.findings).toContainEqual(
      expect.objectContaining({ check: 'CONTEXT_ISOLATION_JS_CHECK', file: 'window.ts', line: 3 }),
    );
    expect(result.parseErrors).toEqual([expect.objectContaining({ file: 'broken.ts' })]);
  });

  it('fails a run that tries to open a socket, even one whose error was caught', async () => {
    const work = async () => {
      try {
        createConnection({ host: 'raw.githubusercontent.com', port: 443 });
      } catch {
        // A scanner that swallows the refusal must not pass either.
      }
    };
    await expect(withoutNetwork(work)).rejects.toThrow(/tried the network/);
  });
});
