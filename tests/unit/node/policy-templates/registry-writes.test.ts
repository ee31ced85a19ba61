import { describe, expect, it } from 'vitest';
import { registryWrites } from './registry-writes';
import { parseStrictXml } from './strict-xml';

const KEY = 'Software\\Policies\\Example';
const policy = (body: string, attributes = '') =>
  parseStrictXml(
    `<policy xmlns="http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions" name="P" class="Both" key="${KEY}" ${attributes}>${body}</policy>`,
    'policy.admx',
  );
const types = (body: string, attributes?: string) =>
  registryWrites(policy(body, attributes)).map(({ valueName, type }) => `${valueName} ${type}`);

describe('what a policy writes to the registry', () => {
  it('is REG_SZ for text, REG_EXPAND_SZ for expandable text and REG_MULTI_SZ for multiText', () => {
    expect(types('<elements><text id="A" valueName="A"/></elements>')).toEqual(['A REG_SZ']);
    expect(types('<elements><text id="A" valueName="A" expandable="true"/></elements>')).toEqual([
      'A REG_EXPAND_SZ',
    ]);
    expect(types('<elements><multiText id="M" valueName="M"/></elements>')).toEqual(['M REG_MULTI_SZ']);
  });

  it("is the policy's enabledValue and disabledValue, each with its own type", () => {
    const on = '<enabledValue><decimal value="1"/></enabledValue>';
    expect(types(`${on}<disabledValue><string>off</string></disabledValue>`, 'valueName="V"')).toEqual([
      'V REG_DWORD',
      'V REG_SZ',
    ]);
    expect(types(`${on}<disabledValue><delete/></disabledValue>`, 'valueName="V"')).toEqual(['V REG_DWORD']);
  });

  it('is REG_DWORD for a decimal, or REG_SZ when stored as text', () => {
    expect(types('<elements><decimal id="D" valueName="D"/></elements>')).toEqual(['D REG_DWORD']);
    expect(types('<elements><decimal id="D" valueName="D" storeAsText="true"/></elements>')).toEqual([
      'D REG_SZ',
    ]);
  });

  it('refuses what it does not model, so nothing escapes the checks', () => {
    expect(() => types('<elements><list id="L" key="K"/></elements>')).toThrow(/<list> is not modelled/);
    expect(() => types('<enabledList/>')).toThrow(/<enabledList> in policy P is not modelled/);
  });
});
