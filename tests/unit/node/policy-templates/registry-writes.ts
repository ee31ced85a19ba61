// What setting a policy of an ADMX template writes to the registry, following Microsoft's ADMX schema:
// the policy's own valueName (enabledValue / disabledValue) and the value each of its elements writes.
// Anything not modelled here throws, so no policy escapes the tests by using it.
import type { Element } from '@xmldom/xmldom';
import type { RegistryType } from '@shared/config-settings';

export const ADMX_NAMESPACE = 'http://schemas.microsoft.com/GroupPolicy/2006/07/PolicyDefinitions';

export type WrittenType = RegistryType | 'REG_QWORD';

export interface RegistryWrite {
  /** The policy's state in the editor that writes it. */
  state: 'enabled' | 'disabled';
  key: string;
  valueName: string;
  type: WrittenType;
  /** The fixed data (enabledValue, trueValue…); absent when the administrator types it. */
  data?: string;
}

/** The child elements of `parent` in the ADMX namespace, or only those named `name`. */
export const childElements = (parent: Element, name?: string): Element[] =>
  [...parent.children].filter(
    (child) => child.namespaceURI === ADMX_NAMESPACE && (name === undefined || child.localName === name),
  );

function requiredAttribute(element: Element, name: string): string {
  const value = element.getAttribute(name);
  if (!value) throw new Error(`<${element.localName}> has no ${name}`);
  return value;
}

/** The one value inside enabledValue, trueValue…: undefined for <delete/>. */
function fixedValue(container: Element): { type: WrittenType; data: string } | undefined {
  const [value, ...others] = childElements(container);
  if (!value || others.length > 0) throw new Error(`<${container.localName}> must hold exactly one value`);
  switch (value.localName) {
    case 'decimal':
      return { type: 'REG_DWORD', data: requiredAttribute(value, 'value') };
    case 'longDecimal':
      return { type: 'REG_QWORD', data: requiredAttribute(value, 'value') };
    case 'string':
      return { type: 'REG_SZ', data: value.textContent ?? '' };
    case 'delete':
      return undefined;
    default:
      throw new Error(`<${value.localName}> in <${container.localName}> is not modelled`);
  }
}

/** A value set by a pair such as enabledValue/disabledValue; without them the editor writes a REG_DWORD. */
function pairWrites(
  owner: Element,
  key: string,
  valueName: string,
  on: string,
  off: string,
): RegistryWrite[] {
  const states: [RegistryWrite['state'], string][] = [
    ['enabled', on],
    ['disabled', off],
  ];
  return states.flatMap(([state, tag]) => {
    const [container] = childElements(owner, tag);
    const value: Pick<RegistryWrite, 'type' | 'data'> | undefined = container
      ? fixedValue(container)
      : { type: 'REG_DWORD' };
    return value ? [{ state, key, valueName, ...value }] : [];
  });
}

function elementWrite(element: Element, policyKey: string): RegistryWrite[] {
  const key = element.getAttribute('key') ?? policyKey;
  // Read only for the kinds modelled: a <list> has none, and must fail as not modelled.
  const valueName = () => requiredAttribute(element, 'valueName');
  const typed = (type: WrittenType): RegistryWrite[] => [
    { state: 'enabled', key, valueName: valueName(), type },
  ];
  const asText = element.getAttribute('storeAsText') === 'true';
  switch (element.localName) {
    case 'text':
      return typed(element.getAttribute('expandable') === 'true' ? 'REG_EXPAND_SZ' : 'REG_SZ');
    case 'multiText':
      return typed('REG_MULTI_SZ');
    case 'decimal':
      return typed(asText ? 'REG_SZ' : 'REG_DWORD');
    case 'longDecimal':
      return typed(asText ? 'REG_SZ' : 'REG_QWORD');
    case 'boolean':
      return pairWrites(element, key, valueName(), 'trueValue', 'falseValue');
    default:
      throw new Error(`element <${element.localName}> is not modelled`);
  }
}

/** Children of <policy> that write nothing themselves. */
const DESCRIPTIVE = ['parentCategory', 'seeAlso', 'keywords', 'supportedOn'];

export function registryWrites(policy: Element): RegistryWrite[] {
  const key = requiredAttribute(policy, 'key');
  const valueName = policy.getAttribute('valueName');
  const writes = valueName ? pairWrites(policy, key, valueName, 'enabledValue', 'disabledValue') : [];
  const known = [...DESCRIPTIVE, 'elements', ...(valueName ? ['enabledValue', 'disabledValue'] : [])];
  for (const child of childElements(policy)) {
    if (!known.includes(child.localName ?? '')) {
      throw new Error(`<${child.localName}> in policy ${policy.getAttribute('name')} is not modelled`);
    }
    if (child.localName === 'elements') {
      writes.push(...childElements(child).flatMap((element) => elementWrite(element, key)));
    }
  }
  return writes;
}
