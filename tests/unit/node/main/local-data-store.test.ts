import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_ORIGIN } from '@main/app-origin';
import { invokeArguments } from '@main/ipc/arguments';
import { createHandle } from '@main/ipc/handle';
import { createSenderCheck } from '@main/ipc/trusted-sender';
import { createLocalDataStore, registerLocalDataHandlers } from '@main/local-data-store';
import { configureLogging } from '@main/logging';
import { LOCAL_DOCUMENT_LIMITS, LOCAL_DOCUMENTS, MAX_OWNER_LENGTH } from '@shared/ipc/local-data';
import { invoke, invokedFrom, resetElectronFake } from '../electron-fake';

vi.mock('electron', () => import('../electron-fake'));

const layla = 'layla@demo.test';
const omar = 'omar@demo.test';

const setup = () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'local-data-')), 'local');
  const logger = { warn: vi.fn() };
  return { dir, logger, store: createLocalDataStore(dir, logger) };
};

/** The one file a store wrote under `dir`: `<folder>/<document>.json`. */
const onlyFile = (dir: string) => {
  const folders = readdirSync(dir);
  expect(folders).toHaveLength(1);
  const files = readdirSync(join(dir, folders[0]!));
  expect(files).toHaveLength(1);
  return { folder: folders[0]!, file: join(dir, folders[0]!, files[0]!), name: files[0]! };
};

/** A JSON string of exactly `bytes` bytes once serialised (the quotes count). */
const stringOfBytes = (bytes: number) => 'x'.repeat(bytes - 2);

describe("each reviewer's local documents kept by main", () => {
  it('reads back what was saved, after a restart too', () => {
    const { dir, store } = setup();
    store.save(layla, 'preferences', { afterConclusion: 'next', undoSeconds: 7 });
    expect(store.load(layla, 'preferences')).toEqual({ afterConclusion: 'next', undoSeconds: 7 });
    expect(createLocalDataStore(dir).load(layla, 'preferences')).toEqual({
      afterConclusion: 'next',
      undoSeconds: 7,
    });
  });

  it('has nothing for a document never saved', () => {
    const { store } = setup();
    expect(store.load(layla, 'snippets')).toBeNull();
    store.save(layla, 'preferences', { undoSeconds: 5 });
    expect(store.load(layla, 'snippets')).toBeNull();
  });

  it('keeps a folder per reviewer named by a hash of the email, one file per document', () => {
    const { dir, store } = setup();
    store.save(layla, 'snippets', { items: [] });
    const { folder, name, file } = onlyFile(dir);
    expect(folder).toMatch(/^[0-9a-f]{32}$/);
    expect(folder).not.toContain('layla');
    expect(name).toBe('snippets.json');
    // The file names its owner, so a folder shared by two hashes would still never mix reviewers.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ owner: layla, value: { items: [] } });
  });

  it("never shows one reviewer another's document", () => {
    const { dir, store } = setup();
    store.save(layla, 'queue-views', ['mine']);
    store.save(omar, 'queue-views', ['his']);
    expect(readdirSync(dir)).toHaveLength(2);
    expect(store.load(layla, 'queue-views')).toEqual(['mine']);
    expect(store.load(omar, 'queue-views')).toEqual(['his']);
  });

  it('reads nothing from a file that names another owner', () => {
    const { dir, store } = setup();
    store.save(layla, 'preferences', { undoSeconds: 5 });
    const { file } = onlyFile(dir);
    writeFileSync(file, JSON.stringify({ owner: omar, value: { undoSeconds: 9 } }));
    expect(store.load(layla, 'preferences')).toBeNull();
  });

  it('removes the document when null is saved, and leaves the others', () => {
    const { dir, store } = setup();
    store.save(layla, 'preferences', { undoSeconds: 5 });
    store.save(layla, 'snippets', { items: [] });
    const folder = readdirSync(dir)[0]!;
    store.save(layla, 'preferences', null);
    expect(existsSync(join(dir, folder, 'preferences.json'))).toBe(false);
    expect(store.load(layla, 'preferences')).toBeNull();
    expect(store.load(layla, 'snippets')).toEqual({ items: [] });
    // Removing what is not there is no error.
    expect(() => store.save(omar, 'preferences', null)).not.toThrow();
  });

  it('writes atomically: no temporary file is left behind', () => {
    const { dir, store } = setup();
    store.save(layla, 'held-conclusions', { items: [1] });
    store.save(layla, 'held-conclusions', { items: [2] });
    const { name } = onlyFile(dir);
    expect(name).toBe('held-conclusions.json');
    expect(store.load(layla, 'held-conclusions')).toEqual({ items: [2] });
  });

  it('ignores a corrupt file, logs it, and saves over it', () => {
    const { dir, store, logger } = setup();
    store.save(layla, 'snippets', { items: ['first'] });
    const { file } = onlyFile(dir);
    writeFileSync(file, '{"owner": "layla@demo.test", "value": {"items": ["cut o');
    expect(store.load(layla, 'snippets')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Ignored an unreadable local document', {
      document: 'snippets',
    });
    store.save(layla, 'snippets', { items: ['again'] });
    expect(store.load(layla, 'snippets')).toEqual({ items: ['again'] });
  });

  it('ignores and logs a file of JSON that is not a document', () => {
    const { dir, store, logger } = setup();
    store.save(layla, 'queue-views', []);
    writeFileSync(onlyFile(dir).file, '["not", "a", "document"]');
    expect(store.load(layla, 'queue-views')).toBeNull();
    expect(logger.warn).toHaveBeenCalledWith('Ignored an unreadable local document', {
      document: 'queue-views',
    });
  });

  it('logs nothing for a document that is simply not there', () => {
    const { store, logger } = setup();
    expect(store.load(layla, 'seen-values')).toBeNull();
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each(LOCAL_DOCUMENTS)('keeps %s up to its own size limit and refuses one byte more', (document) => {
    const { store } = setup();
    const limit = LOCAL_DOCUMENT_LIMITS[document];
    store.save(layla, document, stringOfBytes(limit));
    expect(store.load(layla, document)).toHaveLength(limit - 2);
    expect(() => store.save(layla, document, stringOfBytes(limit + 1))).toThrow(/too large/);
    // The refused value changed nothing.
    expect(store.load(layla, document)).toHaveLength(limit - 2);
  });

  it('counts the limit in bytes of UTF-8, so Arabic text fills it twice as fast', () => {
    const { store } = setup();
    const half = LOCAL_DOCUMENT_LIMITS.preferences / 2;
    expect(() => store.save(layla, 'preferences', 'ب'.repeat(half))).toThrow(/too large/);
    store.save(layla, 'preferences', 'ب'.repeat(half - 1));
    expect(store.load(layla, 'preferences')).toHaveLength(half - 1);
  });

  it('refuses what is not plain JSON', () => {
    const { store } = setup();
    expect(() => store.save(layla, 'preferences', { when: new Date() })).toThrow(/plain JSON/);
    expect(() => store.save(layla, 'preferences', { n: Number.NaN })).toThrow(/plain JSON/);
    expect(() => store.save(layla, 'preferences', undefined)).toThrow(/plain JSON/);
    expect(store.load(layla, 'preferences')).toBeNull();
  });

  it('refuses a document name that is not one of its own, a path above all', () => {
    const { dir, store } = setup();
    for (const document of ['../preferences', 'preferences/../../x', 'drafts', 'toString', '__proto__']) {
      expect(() => store.load(layla, document as never)).toThrow(/Invalid local document/);
      expect(() => store.save(layla, document as never, 1)).toThrow(/Invalid local document/);
    }
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses an owner that is not a lowercased email without spaces', () => {
    const { dir, store } = setup();
    for (const owner of ['', 'Layla@demo.test', 'layla @demo.test', 'layla@demo.test\n', 'a'.repeat(255)]) {
      expect(() => store.load(owner, 'snippets')).toThrow(/Invalid owner/);
      expect(() => store.save(owner, 'snippets', 1)).toThrow(/Invalid owner/);
    }
    expect(existsSync(dir)).toBe(false);
  });

  it('never lets an owner that looks like a path name a place outside its folder', () => {
    const { dir, store } = setup();
    store.save('../../escape', 'snippets', { items: [] });
    store.save('a/b\\c', 'snippets', { items: [] });
    expect(readdirSync(join(dir, '..'))).toEqual(['local']);
    expect(readdirSync(dir).every((folder) => /^[0-9a-f]{32}$/.test(folder))).toBe(true);
    expect(store.load('../../escape', 'snippets')).toEqual({ items: [] });
  });
});

describe('the local document channels', () => {
  const accepts = (channel: 'local:load' | 'local:save', ...args: unknown[]) =>
    invokeArguments[channel].safeParse(args).success;

  it('accept a lowercased email of any script, and one of the documents', () => {
    for (const document of LOCAL_DOCUMENTS) expect(accepts('local:load', layla, document)).toBe(true);
    expect(accepts('local:load', 'رائد@مثال.test', 'snippets')).toBe(true);
    expect(accepts('local:load', 'a'.repeat(MAX_OWNER_LENGTH), 'snippets')).toBe(true);
  });

  it('refuse any other owner', () => {
    for (const owner of [
      '',
      'Layla@demo.test',
      'layla @demo.test',
      'layla@demo.test\u0000',
      '\u200elayla@demo.test',
      'a'.repeat(MAX_OWNER_LENGTH + 1),
      42,
      null,
    ])
      expect(accepts('local:load', owner, 'snippets')).toBe(false);
  });

  it('refuse any other document, a path above all', () => {
    for (const document of ['../snippets', 'snippets.json', 'Snippets', 'constructor', '__proto__', 1])
      expect(accepts('local:load', layla, document)).toBe(false);
    expect(accepts('local:load', layla)).toBe(false);
  });

  it('accept null (remove) and plain JSON up to the document`s limit, nothing else', () => {
    expect(accepts('local:save', layla, 'preferences', null)).toBe(true);
    expect(accepts('local:save', layla, 'preferences', { afterConclusion: 'next' })).toBe(true);
    expect(accepts('local:save', layla, 'preferences')).toBe(false);
    expect(accepts('local:save', layla, 'preferences', { n: Number.POSITIVE_INFINITY })).toBe(false);
    expect(accepts('local:save', layla, 'preferences', new Map())).toBe(false);
    for (const document of LOCAL_DOCUMENTS) {
      const limit = LOCAL_DOCUMENT_LIMITS[document];
      expect(accepts('local:save', layla, document, stringOfBytes(limit))).toBe(true);
      expect(accepts('local:save', layla, document, stringOfBytes(limit + 1))).toBe(false);
    }
  });

  it('check the value against its own document`s limit, not the largest', () => {
    const preferencesTooLarge = stringOfBytes(LOCAL_DOCUMENT_LIMITS.preferences + 1);
    expect(accepts('local:save', layla, 'seen-values', preferencesTooLarge)).toBe(true);
    expect(accepts('local:save', layla, 'preferences', preferencesTooLarge)).toBe(false);
  });
});

describe('the local document handlers', () => {
  beforeAll(() => configureLogging({ level: 'silent' }));
  beforeEach(() => resetElectronFake());

  const page = invokedFrom(`${APP_ORIGIN}/settings`);

  it('save and load through the store for the app`s own page', async () => {
    const { store } = setup();
    registerLocalDataHandlers(createHandle(createSenderCheck([APP_ORIGIN])), store, () => layla);
    await invoke('local:save', page, layla, 'preferences', { undoSeconds: 7 });
    await expect(invoke('local:load', page, layla, 'preferences')).resolves.toEqual({ undoSeconds: 7 });
    await invoke('local:save', page, layla, 'preferences', null);
    await expect(invoke('local:load', page, layla, 'preferences')).resolves.toBeNull();
  });

  it('refuse bad arguments and other pages before the store is reached', async () => {
    const store = { load: vi.fn(() => null), save: vi.fn() };
    registerLocalDataHandlers(createHandle(createSenderCheck([APP_ORIGIN])), store, () => layla);
    await expect(invoke('local:load', page, 'Layla@demo.test', 'snippets')).rejects.toThrow(
      /Invalid arguments/,
    );
    await expect(invoke('local:load', page, layla, '../snippets')).rejects.toThrow(/Invalid arguments/);
    await expect(
      invoke('local:save', page, layla, 'preferences', stringOfBytes(LOCAL_DOCUMENT_LIMITS.preferences + 1)),
    ).rejects.toThrow(/Invalid arguments/);
    await expect(
      invoke('local:save', invokedFrom('https://evil.example/'), layla, 'preferences', 1),
    ).rejects.toThrow(/not the app's own page/);
    expect(store.load).not.toHaveBeenCalled();
    expect(store.save).not.toHaveBeenCalled();
  });

  it("refuse any reviewer's documents but the signed-in one's, and nobody's before a profile", async () => {
    const store = { load: vi.fn(() => null), save: vi.fn() };
    const logger = { warn: vi.fn() };
    let signedIn: string | null = null;
    registerLocalDataHandlers(createHandle(createSenderCheck([APP_ORIGIN])), store, () => signedIn, logger);
    await expect(invoke('local:load', page, layla, 'snippets')).rejects.toThrow(/signed-in reviewer only/);
    signedIn = 'omar@demo.test';
    await expect(invoke('local:load', page, layla, 'held-conclusions')).rejects.toThrow(
      /signed-in reviewer only/,
    );
    await expect(invoke('local:save', page, layla, 'snippets', { planted: true })).rejects.toThrow(
      /signed-in reviewer only/,
    );
    expect(store.load).not.toHaveBeenCalled();
    expect(store.save).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(3);
    signedIn = layla;
    await expect(invoke('local:load', page, layla, 'snippets')).resolves.toBeNull();
  });
});
