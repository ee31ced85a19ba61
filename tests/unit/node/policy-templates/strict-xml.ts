// The templates are read by tools that forgive nothing (the Group Policy editor drops a whole ADMX over
// one error), so any parser warning or error fails the tests rather than being repaired silently.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';

export const POLICY_DIR = fileURLToPath(new URL('../../../../resources/policy', import.meta.url));

/** The document's root element. */
export function parseStrictXml(text: string, name: string): Element {
  const parser = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${name}: XML ${level}: ${message}`);
    },
  });
  const root = parser.parseFromString(text, 'text/xml').documentElement;
  if (!root) throw new Error(`${name}: no root element`);
  return root;
}

export const readStrictXml = (file: string): Element => parseStrictXml(readFileSync(file, 'utf8'), file);

/** `root` and every element below it, in document order. */
export function allElements(root: Element): Element[] {
  return [root, ...[...root.children].flatMap(allElements)];
}
