// The console imports Mantine's stylesheets per component (mantine-styles.css), not the whole of
// @mantine/core/styles.css: every component it imports keeps its styles, in Mantine's own order.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const stylesDir = join(root, 'node_modules/@mantine/core/styles');
const imported = [
  ...readFileSync(join(root, 'src/renderer/src/app/mantine-styles.css'), 'utf8').matchAll(
    /@import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
  ),
].map((match) => match[1]);

/** Every stylesheet of @mantine/core, in the order styles.css concatenates them. */
function mantineOrder(): string[] {
  const whole = readFileSync(join(root, 'node_modules/@mantine/core/styles.css'), 'utf8');
  return readdirSync(stylesDir)
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => ({
      name: file.slice(0, -'.css'.length),
      at: whole.indexOf(readFileSync(join(stylesDir, file), 'utf8').trim().slice(0, 300)),
    }))
    .sort((a, b) => a.at - b.at)
    .map(({ name }) => name);
}

// From Mantine's sources: what each component renders besides its own stylesheet.
const BUILT_ON: Record<string, string[]> = {
  TextInput: ['Input'],
  Textarea: ['Input'],
  PasswordInput: ['Input', 'ActionIcon'],
  NumberInput: ['Input'],
  Select: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  MultiSelect: ['Input', 'Combobox', 'Popover', 'ScrollArea', 'Pill', 'PillsInput'],
  Autocomplete: ['Input', 'Combobox', 'Popover', 'ScrollArea'],
  Checkbox: ['InlineInput'],
  Radio: ['InlineInput'],
  Switch: ['InlineInput'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  Alert: ['CloseButton'],
  Accordion: ['UnstyledButton'],
  NavLink: ['UnstyledButton'],
  Pagination: ['UnstyledButton', 'Group'],
  Button: ['UnstyledButton', 'Loader'],
  Card: ['Paper'],
  Table: ['ScrollArea'],
  Anchor: ['Text'],
  SegmentedControl: ['FloatingIndicator'],
};

/** Parts Mantine's components render inside themselves (Mantine's list). */
const BUILDING_BLOCKS = [
  'ScrollArea',
  'UnstyledButton',
  'VisuallyHidden',
  'Paper',
  'Popover',
  'CloseButton',
  'Group',
  'Loader',
  'Overlay',
  'ModalBase',
  'Input',
  'InlineInput',
  'ActionIcon',
];

/** The names the renderer imports from @mantine/core. */
function componentsUsed(): Set<string> {
  const used = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else if (/\.tsx?$/.test(entry.name)) {
        const code = readFileSync(path, 'utf8');
        for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
          for (const name of match[1].split(',')) {
            const bare = name
              .trim()
              .replace(/^type\s+/, '')
              .split(/\s+as\s+/)[0];
            if (bare && !name.trim().startsWith('type ')) used.add(bare);
          }
        }
      }
    }
  };
  visit(join(root, 'src/renderer/src'));
  return used;
}

describe("Mantine's stylesheets", () => {
  it('start with the global ones, then follow the order of @mantine/core/styles.css', () => {
    expect(imported.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    const order = mantineOrder();
    expect(order.filter((name) => imported.includes(name))).toEqual(imported);
  });

  it("include the building blocks other components are made of (Mantine's list)", () => {
    for (const name of BUILDING_BLOCKS) expect(imported).toContain(name);
  });

  it('include the stylesheets the components in use are built on', () => {
    const missing = [...componentsUsed()].flatMap((name) =>
      (BUILT_ON[name] ?? [])
        .filter((part) => !imported.includes(part))
        .map((part) => `${name} needs ${part}`),
    );
    expect(missing, 'add them to src/renderer/src/app/mantine-styles.css').toEqual([]);
  });

  it('include the stylesheet of every component imported from @mantine/core', () => {
    const withStyles = new Set(mantineOrder());
    const used = [...componentsUsed()];
    expect(used).toContain('Button');
    const missing = used.filter((name) => withStyles.has(name) && !imported.includes(name));
    expect(missing, 'add them to src/renderer/src/app/mantine-styles.css').toEqual([]);
  });

  it('include no stylesheet of a component nothing draws: each one is parsed on every screen', () => {
    const used = [...componentsUsed()];
    const needed = new Set([
      'baseline',
      'default-css-variables',
      'global',
      ...BUILDING_BLOCKS,
      // What @mantine/notifications draws each toast with.
      'Notification',
      ...used,
      ...used.flatMap((name) => BUILT_ON[name] ?? []),
    ]);
    expect(imported.filter((name) => !needed.has(name))).toEqual([]);
  });
});
