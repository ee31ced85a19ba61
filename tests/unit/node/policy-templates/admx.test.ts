import { describe, expect, it } from 'vitest';
import { REGISTRY_VALUES } from '@shared/config-settings';
import { POLICY_KEY } from '@main/config-locations';
import { elementsAt, policiesOf, readAdmx, revisionNumber } from './admx-template';
import { ADMX_NAMESPACE, childElements, registryWrites } from './registry-writes';

const root = readAdmx();
const policies = policiesOf(root);
const nameOf = (element: { getAttribute(name: string): string | null }) => element.getAttribute('name');

describe('the ADMX template', () => {
  it('is a policyDefinitions document of the ADMX schema, with its sections in order', () => {
    expect(root.localName).toBe('policyDefinitions');
    expect(root.namespaceURI).toBe(ADMX_NAMESPACE);
    expect(revisionNumber(root.getAttribute('revision'))).toBeGreaterThan(0);
    expect(revisionNumber(root.getAttribute('schemaVersion'))).toBeGreaterThan(0);
    expect(childElements(root).map((child) => child.localName)).toEqual([
      'policyNamespaces',
      'resources',
      'supportedOn',
      'categories',
      'policies',
    ]);
    const [target] = elementsAt(root, 'policyNamespaces', 'target');
    expect(target.getAttribute('namespace')).toMatch(/^[A-Za-z]+(\.[A-Za-z]+)+$/);
    expect(target.getAttribute('prefix')).toMatch(/^[a-z]+$/);
    const using = elementsAt(root, 'policyNamespaces', 'using');
    expect(using.map((element) => element.getAttribute('namespace'))).toContain('Microsoft.Policies.Windows');
    expect(
      revisionNumber(elementsAt(root, 'resources')[0].getAttribute('minRequiredRevision')),
    ).toBeGreaterThan(0);
  });

  it('puts every policy, for computers and users alike, in its one category', () => {
    const categories = elementsAt(root, 'categories', 'category');
    expect(categories.map(nameOf)).toEqual(['AgencyReviewConsole']);
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) {
      expect(policy.getAttribute('class'), nameOf(policy) ?? '').toBe('Both');
      expect(childElements(policy, 'parentCategory').map((ref) => ref.getAttribute('ref'))).toEqual([
        'AgencyReviewConsole',
      ]);
    }
  });

  it('says which Windows every policy supports, from a definition it can resolve', () => {
    const own = elementsAt(root, 'supportedOn', 'definitions', 'definition').map(nameOf);
    const ownPrefix = elementsAt(root, 'policyNamespaces', 'target')[0].getAttribute('prefix');
    const usedPrefixes = elementsAt(root, 'policyNamespaces', 'using').map((using) =>
      using.getAttribute('prefix'),
    );
    // "name" or "ownprefix:name" is defined here; "windows:name" comes from a namespace this file uses.
    const resolves = (ref: string) => {
      const [, prefix, name] = /^(?:([^:]+):)?(.+)$/.exec(ref) ?? [];
      return prefix === undefined || prefix === ownPrefix
        ? own.includes(name)
        : usedPrefixes.includes(prefix);
    };
    for (const policy of policies) {
      const refs = childElements(policy, 'supportedOn').map(
        (supported) => supported.getAttribute('ref') ?? '',
      );
      expect(refs, nameOf(policy) ?? '').toHaveLength(1);
      expect(resolves(refs[0]), `${nameOf(policy)}: supportedOn ${refs[0]}`).toBe(true);
    }
  });

  it('writes, from every policy, only values the app reads, under its key and with a type it reads', () => {
    for (const policy of policies) {
      const writes = registryWrites(policy);
      expect(writes, `${nameOf(policy)} writes nothing`).not.toEqual([]);
      for (const write of writes) {
        const where = `${nameOf(policy)} writes ${write.key}\\${write.valueName} (${write.type})`;
        expect(write.key, where).toBe(POLICY_KEY);
        const value = REGISTRY_VALUES.find((known) => known.name === write.valueName);
        expect(value?.types, `${where}: not a value the app reads`).toBeDefined();
        expect(value?.types, `${where}: not a type the app reads`).toContain(write.type);
      }
    }
  });

  it('declares every value the app reads, in exactly one policy', () => {
    for (const value of REGISTRY_VALUES) {
      const writers = policies.filter((policy) =>
        registryWrites(policy).some((write) => write.valueName === value.name),
      );
      expect(writers.map(nameOf), value.name).toHaveLength(1);
    }
  });

  it('turns updates on with REG_DWORD 1 when enabled and off with 0 when disabled', () => {
    const updates = policies.flatMap(registryWrites).filter((write) => write.valueName === 'UpdatesEnabled');
    expect(updates.map(({ state, type, data }) => ({ state, type, data }))).toEqual([
      { state: 'enabled', type: 'REG_DWORD', data: '1' },
      { state: 'disabled', type: 'REG_DWORD', data: '0' },
    ]);
  });
});
