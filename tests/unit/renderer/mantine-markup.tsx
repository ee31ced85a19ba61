// Parts written out as the markup Mantine's components render are checked against them here: each
// is rendered beside the Mantine component it stands for, with the same props, and the two DOMs must
// be the same (the same elements, attributes, classes and CSS variables; ids compared by where they
// point). A Mantine upgrade that changes its markup fails a test, not a screenshot.
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { expect } from 'vitest';
import { AppProviders } from '@renderer/app/providers';
import { createQueryClient } from '@renderer/lib/query-client';
import { fakePlatform } from './fake-platform';

export function renderInApp(node: ReactNode) {
  return render(
    <AppProviders platform={fakePlatform()} queryClient={createQueryClient()}>
      <MemoryRouter>
        <div data-testid="part">{node}</div>
      </MemoryRouter>
    </AppProviders>,
  ).container.querySelector<HTMLElement>('[data-testid="part"]')!;
}

const ID_ATTRIBUTES = ['id', 'for', 'aria-describedby', 'aria-labelledby'];
// React's useId and Mantine's random ids differ; what matters is which element each points to.
const RADIO_NAME = 'name';

/** An element as a sorted, comparable text: tag, attributes (style declarations sorted), children. */
export function canonical(root: Element): string {
  const ids = new Map<string, string>();
  const idOf = (value: string) =>
    value
      .split(' ')
      .map((id) => {
        const known = [...ids.keys()].find((prefix) => id === prefix || id.startsWith(`${prefix}-`));
        const base = known ?? id.replace(/-(label|error|description)$/, '');
        if (!ids.has(base)) ids.set(base, `id${ids.size}`);
        return id.replace(base, ids.get(base)!);
      })
      .join(' ');
  const walk = (node: Node, depth: number): string[] => {
    const pad = '  '.repeat(depth);
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      return text ? [`${pad}"${text}"`] : [];
    }
    if (!(node instanceof Element)) return [];
    const attributes = [...node.attributes]
      .map(({ name, value }) => {
        if (name === 'style') {
          const declarations = value
            .split(';')
            .map((part) => part.trim())
            .filter(Boolean)
            .sort();
          return `style="${declarations.join('; ')}"`;
        }
        if (name === 'class') return `class="${value.split(/\s+/).sort().join(' ')}"`;
        if (ID_ATTRIBUTES.includes(name)) return `${name}="${idOf(value)}"`;
        if (name === RADIO_NAME && node.getAttribute('type') === 'radio') return `${name}="radio-group"`;
        return `${name}="${value}"`;
      })
      .sort();
    return [
      `${pad}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`,
      ...[...node.childNodes].flatMap((child) => walk(child, depth + 1)),
    ];
  };
  return [...root.childNodes].flatMap((child) => walk(child, 0)).join('\n');
}

export const same = (mine: ReactNode, mantine: ReactNode) => {
  const ours = canonical(renderInApp(mine));
  cleanup();
  const theirs = canonical(renderInApp(mantine));
  cleanup();
  expect(ours).toBe(theirs);
  expect(ours.length).toBeGreaterThan(20);
};
