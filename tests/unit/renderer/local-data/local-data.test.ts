import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewConsoleBridge } from '@shared/ipc/contract';
import type { JsonValue } from '@shared/ipc/draft-keys';
import { LOCAL_DOCUMENT_LIMITS, type LocalDocument } from '@shared/ipc/local-data';
import {
  createBridgeLocalData,
  createBrowserLocalData,
  LOCAL_DATA_STORAGE_PREFIX,
  LocalDocumentTooLarge,
  type LocalData,
} from '@renderer/lib/local-data/local-data';

const layla = 'layla@demo.test';
const omar = 'omar@demo.test';

/** A JSON string of exactly `bytes` bytes once serialised (the quotes count). */
const stringOfBytes = (bytes: number) => 'x'.repeat(bytes - 2);

/** A fake of main's side (local-data-store.ts): one value per owner and document. */
function fakeMainLocal() {
  const files = new Map<string, JsonValue>();
  const keyOf = (owner: string, document: LocalDocument) => `${owner}/${document}`;
  const local = {
    load: vi.fn(async (owner: string, document: LocalDocument) => files.get(keyOf(owner, document)) ?? null),
    save: vi.fn(async (owner: string, document: LocalDocument, value: unknown) => {
      if (value === null) files.delete(keyOf(owner, document));
      else files.set(keyOf(owner, document), JSON.parse(JSON.stringify(value)) as JsonValue);
    }),
  } satisfies ReviewConsoleBridge['local'];
  return local;
}

const implementations: [string, () => LocalData][] = [
  ['local storage (web)', () => createBrowserLocalData(localStorage)],
  ['main, through the bridge (desktop)', () => createBridgeLocalData(fakeMainLocal())],
];

beforeEach(() => localStorage.clear());

describe.each(implementations)('local documents kept in %s', (_name, create) => {
  it('reads back what was saved', async () => {
    const data = create();
    await data.save('preferences', layla, { afterConclusion: 'next', undoSeconds: 7 });
    expect(await data.load('preferences', layla)).toEqual({ afterConclusion: 'next', undoSeconds: 7 });
  });

  it('has nothing for a document never saved', async () => {
    expect(await create().load('snippets', layla)).toBeNull();
  });

  it('removes a document when null is saved', async () => {
    const data = create();
    await data.save('queue-views', layla, ['mine']);
    await data.save('queue-views', layla, null);
    expect(await data.load('queue-views', layla)).toBeNull();
  });

  it("keeps each reviewer's documents apart, and each document apart", async () => {
    const data = create();
    await data.save('snippets', layla, { items: ['hers'] });
    await data.save('snippets', omar, { items: ['his'] });
    await data.save('queue-views', layla, ['view']);
    expect(await data.load('snippets', layla)).toEqual({ items: ['hers'] });
    expect(await data.load('snippets', omar)).toEqual({ items: ['his'] });
    expect(await data.load('queue-views', omar)).toBeNull();
    await data.save('snippets', omar, null);
    expect(await data.load('snippets', layla)).toEqual({ items: ['hers'] });
  });

  it('keeps a document up to its limit and refuses one byte more, keeping what was there', async () => {
    const data = create();
    const limit = LOCAL_DOCUMENT_LIMITS.preferences;
    await data.save('preferences', layla, stringOfBytes(limit));
    const tooLarge = data.save('preferences', layla, stringOfBytes(limit + 1));
    await expect(tooLarge).rejects.toBeInstanceOf(LocalDocumentTooLarge);
    await expect(tooLarge).rejects.toMatchObject({ document: 'preferences' });
    expect(await data.load('preferences', layla)).toHaveLength(limit - 2);
  });

  it('refuses what is not plain JSON', async () => {
    const data = create();
    await expect(data.save('preferences', layla, { when: new Date() })).rejects.toBeInstanceOf(
      LocalDocumentTooLarge,
    );
    expect(await data.load('preferences', layla)).toBeNull();
  });
});

describe('local documents in local storage (web)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps each document under its own key, naming the document and the reviewer', async () => {
    await createBrowserLocalData(localStorage).save('snippets', layla, { items: [] });
    expect(localStorage.getItem(`${LOCAL_DATA_STORAGE_PREFIX}snippets.${layla}`)).toBe('{"items":[]}');
  });

  it('treats a corrupt document as none, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem(`${LOCAL_DATA_STORAGE_PREFIX}snippets.${layla}`, '{"items": ["cut o');
    const data = createBrowserLocalData(localStorage);
    expect(await data.load('snippets', layla)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Ignored a corrupt local document', { document: 'snippets' });
    await data.save('snippets', layla, { items: ['again'] });
    expect(await data.load('snippets', layla)).toEqual({ items: ['again'] });
  });

  it('refuses a document too large before writing anything', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const data = createBrowserLocalData(localStorage);
    await expect(
      data.save('held-conclusions', layla, stringOfBytes(LOCAL_DOCUMENT_LIMITS['held-conclusions'] + 1)),
    ).rejects.toBeInstanceOf(LocalDocumentTooLarge);
    expect(setItem).not.toHaveBeenCalled();
  });

  it('rejects when the browser cannot store it (quota), rather than failing silently', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(createBrowserLocalData(localStorage).save('snippets', layla, { items: [] })).rejects.toThrow(
      'full',
    );
  });
});

describe('local documents through the bridge (desktop)', () => {
  it('asks main with the owner first, as its channel takes them', async () => {
    const local = fakeMainLocal();
    const data = createBridgeLocalData(local);
    await data.save('preferences', layla, { undoSeconds: 5 });
    await data.load('preferences', layla);
    expect(local.save).toHaveBeenCalledWith(layla, 'preferences', { undoSeconds: 5 });
    expect(local.load).toHaveBeenCalledWith(layla, 'preferences');
  });

  it('passes null on to main, which removes the document', async () => {
    const local = fakeMainLocal();
    await createBridgeLocalData(local).save('snippets', layla, null);
    expect(local.save).toHaveBeenCalledWith(layla, 'snippets', null);
  });

  it('refuses a document too large before it reaches main', async () => {
    const local = fakeMainLocal();
    await expect(
      createBridgeLocalData(local).save(
        'queue-views',
        layla,
        stringOfBytes(LOCAL_DOCUMENT_LIMITS['queue-views'] + 1),
      ),
    ).rejects.toBeInstanceOf(LocalDocumentTooLarge);
    expect(local.save).not.toHaveBeenCalled();
  });

  it('rejects when main refuses or fails to write', async () => {
    const local = fakeMainLocal();
    local.save.mockRejectedValueOnce(new Error('disk full'));
    await expect(createBridgeLocalData(local).save('snippets', layla, { items: [] })).rejects.toThrow(
      'disk full',
    );
  });
});
