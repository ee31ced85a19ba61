import type { Element } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  elementsAt,
  LANGUAGES,
  policiesOf,
  readAdml,
  readAdmx,
  resourceId,
  revisionNumber,
  type Language,
} from './admx-template';
import { ADMX_NAMESPACE, childElements, registryWrites } from './registry-writes';
import { allElements } from './strict-xml';

const admx = readAdmx();
const adml: Record<Language, Element> = { 'en-US': readAdml('en-US'), 'ar-SA': readAdml('ar-SA') };

/** Every `$(kind.X)` the ADMX refers to, from any attribute. */
function referenced(kind: 'string' | 'presentation'): string[] {
  const ids = allElements(admx).flatMap((element) =>
    [...element.attributes].map((attribute) => resourceId(attribute.value, kind)),
  );
  return [...new Set(ids.filter((id) => id !== undefined))].sort();
}

const strings = (language: Language): Map<string, string> =>
  new Map(
    elementsAt(adml[language], 'resources', 'stringTable', 'string').map((string) => [
      string.getAttribute('id') ?? '',
      string.textContent ?? '',
    ]),
  );

const presentations = (language: Language): Map<string, Element> =>
  new Map(
    elementsAt(adml[language], 'resources', 'presentationTable', 'presentation').map((presentation) => [
      presentation.getAttribute('id') ?? '',
      presentation,
    ]),
  );

/** The control the Group Policy editor shows for each kind of ADMX element. */
const CONTROL_FOR: Record<string, string> = {
  text: 'textBox',
  multiText: 'multiTextBox',
  boolean: 'checkBox',
  decimal: 'decimalTextBox',
  longDecimal: 'longDecimalTextBox',
  enum: 'dropdownList',
  list: 'listBox',
};

const ARABIC_LETTER = /[\u0621-\u064A]/;

describe.each(LANGUAGES)('the %s language file', (language) => {
  const root = adml[language];

  it('is a policyDefinitionResources document at least as recent as the ADMX requires', () => {
    expect(root.localName).toBe('policyDefinitionResources');
    expect(root.namespaceURI).toBe(ADMX_NAMESPACE);
    const required = elementsAt(admx, 'resources')[0].getAttribute('minRequiredRevision');
    expect(revisionNumber(root.getAttribute('revision'))).toBeGreaterThanOrEqual(revisionNumber(required));
    expect(childElements(root).map((child) => child.localName)).toEqual([
      'displayName',
      'description',
      'resources',
    ]);
  });

  it('defines every $(string.X) the ADMX uses, each with text, and no other', () => {
    const defined = strings(language);
    expect([...defined.keys()].sort()).toEqual(referenced('string'));
    for (const [id, text] of defined) expect(text.trim(), id).not.toBe('');
  });

  it('defines every $(presentation.X) the ADMX uses, and no other', () => {
    expect([...presentations(language).keys()].sort()).toEqual(referenced('presentation'));
  });

  it("shows one control of the right kind for each element of the policy, and none for another's", () => {
    for (const policy of policiesOf(admx)) {
      const id = resourceId(policy.getAttribute('presentation'), 'presentation');
      const elements = elementsAt(policy, 'elements').flatMap((list) => childElements(list));
      const presentation = id === undefined ? undefined : presentations(language).get(id);
      const controls = presentation ? childElements(presentation) : [];
      const wanted = elements.map(
        (element) => `${CONTROL_FOR[element.localName ?? '']} ${element.getAttribute('id')}`,
      );
      const shown = controls.map((control) => `${control.localName} ${control.getAttribute('refId')}`);
      expect(shown.sort(), policy.getAttribute('name') ?? '').toEqual(wanted.sort());
    }
  });

  it('names in each explanation the registry values its policy writes, with their types', () => {
    const defined = strings(language);
    for (const policy of policiesOf(admx)) {
      const explain = defined.get(resourceId(policy.getAttribute('explainText'), 'string') ?? '') ?? '';
      for (const write of registryWrites(policy)) {
        expect(explain, policy.getAttribute('name') ?? '').toContain(`${write.valueName} (${write.type}`);
      }
    }
  });
});

describe('the two language files', () => {
  it('define the same strings and the same presentations with the same controls', () => {
    const [english, arabic] = LANGUAGES.map((language) => ({
      strings: [...strings(language).keys()].sort(),
      controls: [...presentations(language)].map(([id, presentation]) => [
        id,
        childElements(presentation).map((control) => `${control.localName} ${control.getAttribute('refId')}`),
      ]),
    }));
    expect(arabic).toEqual(english);
  });

  it('are in Arabic in ar-SA: every string, label and title has Arabic letters', () => {
    const root = adml['ar-SA'];
    const texts = [
      ...childElements(root, 'displayName'),
      ...childElements(root, 'description'),
      ...elementsAt(root, 'resources', 'stringTable', 'string'),
      ...elementsAt(root, 'resources', 'presentationTable', 'presentation').flatMap((p) => childElements(p)),
    ];
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      expect(text.textContent, text.getAttribute('id') ?? text.localName ?? '').toMatch(ARABIC_LETTER);
    }
  });
});
