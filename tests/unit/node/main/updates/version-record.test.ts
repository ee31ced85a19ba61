import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordVersionAtStart } from '@main/updates/version-record';
import { recordingLog } from './fake-updater';

const freshFile = () => join(mkdtempSync(join(tmpdir(), 'versions-')), 'updates', 'versions.json');

function start(file: string, version: string) {
  const { log, lines } = recordingLog();
  const versions = recordVersionAtStart(file, version, log);
  return { versions, lines };
}

describe('what the log says about updates at the next start', () => {
  it('nothing on the first start, nor when the version has not changed', () => {
    const file = freshFile();
    expect(start(file, '0.1.0').lines).toEqual([]);
    expect(start(file, '0.1.0').lines).toEqual([]);
  });

  it('"Updated from X to Y" once the version running has changed, then nothing more', () => {
    const file = freshFile();
    start(file, '0.1.0').versions.expect('0.2.0');
    expect(start(file, '0.2.0').lines).toEqual([
      { level: 'info', message: 'Updated from 0.1.0 to 0.2.0', details: undefined },
    ]);
    expect(start(file, '0.2.0').lines).toEqual([]);
  });

  it('counts an update IT installed (an MSI) just the same', () => {
    const file = freshFile();
    start(file, '0.1.0');
    expect(start(file, '0.3.0').lines.map((line) => line.message)).toEqual(['Updated from 0.1.0 to 0.3.0']);
  });

  it('"Update not installed: still X" when a downloaded update was expected and did not install', () => {
    const file = freshFile();
    start(file, '0.1.0').versions.expect('0.2.0');
    expect(start(file, '0.1.0').lines).toEqual([
      { level: 'warn', message: 'Update not installed: still 0.1.0', details: { expected: '0.2.0' } },
    ]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ version: '0.1.0' });
  });

  it('treats a damaged record as no record, and only logs a record it cannot write', () => {
    const file = freshFile();
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, '{"version": 7}');
    expect(start(file, '0.1.0').lines).toEqual([]);
    const blocked = join(file, 'not-a-folder', 'versions.json');
    const { lines } = start(blocked, '0.1.0');
    expect(lines.map((line) => line.message)).toEqual(['Could not record the running version']);
  });
});
