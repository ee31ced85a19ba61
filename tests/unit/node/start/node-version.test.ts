import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MINIMUM_NODE, nodeIsRecentEnough, oldNodeMessage } from '../../../../tooling/electron/node-version';

const root = new URL('../../../../', import.meta.url);

describe('the Node.js the project needs', () => {
  it('is 22.12 or later', () => {
    expect(nodeIsRecentEnough('20.20.2')).toBe(false);
    expect(nodeIsRecentEnough('22.11.0')).toBe(false);
    expect(nodeIsRecentEnough('22.12.0')).toBe(true);
    expect(nodeIsRecentEnough('v22.23.3')).toBe(true);
    expect(nodeIsRecentEnough('24.1.0')).toBe(true);
  });

  it('is the same in package.json, .nvmrc, .node-version and the install script', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      engines: { node: string };
      devDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE.replace(/\.0$/, '')}`);
    expect(pkg.devDependencies['@types/node']).toMatch(/^22\./);
    for (const file of ['.nvmrc', '.node-version']) {
      expect(readFileSync(new URL(file, root), 'utf8').trim()).toBe('22');
    }
    const script = readFileSync(new URL('scripts/use-node-22.sh', root), 'utf8');
    const [major, minor] = MINIMUM_NODE.split('.');
    expect(script).toContain(`a > ${major} || (a === ${major} && b >= ${minor})`);
    expect(script).toContain('.nvmrc');
  });

  it('tells someone on an older Node what to do', () => {
    const message = oldNodeMessage('20.20.2');
    expect(message).toContain('needs Node.js 22.12.0 or later');
    expect(message).toContain('this is Node.js 20.20.2');
    expect(message).toContain('. scripts/use-node-22.sh');
  });
});
