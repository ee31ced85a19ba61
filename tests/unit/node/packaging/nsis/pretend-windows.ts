// The part of Windows the installer's macros touch, pretended in memory: files, folders and links with
// an owner's SID, the Win32 calls the script makes through the System plugin (each answering as Windows
// documents it), icacls, and the registry. Every pointer handed out must be freed.

export const ADMINISTRATORS = 'S-1-5-32-544';
export const SYSTEM = 'S-1-5-18';
export const A_USER = 'S-1-5-21-1004336348-1177238915-682003330-1001';

export const PROGRAM_DATA = 'C:\\ProgramData';
export const SYSTEM_FOLDER = 'C:\\Windows\\System32';

const ERROR_FILE_NOT_FOUND = 2;
const ERROR_ACCESS_DENIED = 5;
const FILE_ATTRIBUTE_DIRECTORY = 0x10;
const FILE_ATTRIBUTE_NORMAL = 0x80;
const FILE_ATTRIBUTE_REPARSE_POINT = 0x400;
// GetNamedSecurityInfoW's arguments for a file's owner alone.
const SE_FILE_OBJECT = 1;
const OWNER_SECURITY_INFORMATION = 1;

export interface Item {
  kind: 'folder' | 'file' | 'link';
  /** Its owner's SID, or null when whoever runs the installer may not read it. */
  owner: string | null;
  /** A program holds it (or, for a folder, something in it) open, so it cannot be renamed. */
  inUse?: boolean;
  /** The access icacls last gave it, as its arguments. */
  access?: string;
}

export type Value = string | number;

export interface IcaclsRun {
  path: string;
  args: string[];
}

type Allocation = { kind: 'descriptor'; sid: string } | { kind: 'string'; text: string };

export class PretendWindows {
  private readonly items = new Map<string, { path: string; item: Item }>();
  private readonly allocations = new Map<number, Allocation>();
  private nextPointer = 0x1000;
  private guids = 0;
  /** Who owns a folder the installer creates (Administrators for an elevated administrator or SYSTEM). */
  creatorOwner = ADMINISTRATORS;
  readonly icacls: IcaclsRun[] = [];
  /** The registry: each key (`HKLM\\Software\\…`, any case) with its values by name ("" the default). */
  readonly registry = new Map<string, { key: string; values: Map<string, string> }>();
  /** Runs after each named call, e.g. a user making the folder again the moment it is moved aside. */
  readonly after = new Map<string, (windows: PretendWindows) => void>();

  add(path: string, item: Item): this {
    this.items.set(path.toLowerCase(), { path, item });
    return this;
  }

  get(path: string): Item | undefined {
    return this.items.get(path.toLowerCase())?.item;
  }

  /** Every path there is, as created or renamed. */
  paths(): string[] {
    return [...this.items.values()].map(({ path }) => path).sort();
  }

  /** The pointers handed out and never given to LocalFree. */
  leaked(): number {
    return this.allocations.size;
  }

  exists(path: string): boolean {
    return this.items.has(path.toLowerCase());
  }

  private allocate(allocation: Allocation): number {
    const pointer = (this.nextPointer += 0x100);
    this.allocations.set(pointer, allocation);
    return pointer;
  }

  private children(path: string): string[] {
    const prefix = `${path.toLowerCase()}\\`;
    return [...this.items.keys()].filter((key) => key.startsWith(prefix));
  }

  /** One Win32 call: its inputs in order (undefined where it writes), its return value and what it wrote. */
  call(name: string, inputs: (Value | undefined)[]): { result: Value; outputs: Map<number, Value> } {
    const outputs = new Map<number, Value>();
    const result = this.answer(name, inputs, outputs);
    this.after.get(name)?.(this);
    return { result, outputs };
  }

  private answer(name: string, inputs: (Value | undefined)[], outputs: Map<number, Value>): Value {
    const text = (index: number) => String(inputs[index]);
    switch (name) {
      case 'GetFileAttributesW': {
        const item = this.get(text(0));
        if (!item) return -1;
        if (item.kind === 'link') return FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY;
        return item.kind === 'folder' ? FILE_ATTRIBUTE_DIRECTORY : FILE_ATTRIBUTE_NORMAL;
      }
      case 'RemoveDirectoryW': {
        const item = this.get(text(0));
        if (!item || item.kind === 'file' || this.children(text(0)).length > 0) return 0;
        this.items.delete(text(0).toLowerCase());
        return 1;
      }
      case 'GetNamedSecurityInfoW': {
        if (inputs[1] !== SE_FILE_OBJECT || inputs[2] !== OWNER_SECURITY_INFORMATION) {
          throw new Error(`GetNamedSecurityInfoW asked for ${inputs[1]}/${inputs[2]}, not a file's owner`);
        }
        const item = this.get(text(0));
        if (!item) return ERROR_FILE_NOT_FOUND;
        if (item.owner === null) return ERROR_ACCESS_DENIED;
        const descriptor = this.allocate({ kind: 'descriptor', sid: item.owner });
        outputs.set(3, descriptor + 0x14); // the owner's SID, inside the descriptor
        outputs.set(7, descriptor);
        return 0;
      }
      case 'ConvertSidToStringSidW': {
        const descriptor = this.allocations.get(Number(inputs[0]) - 0x14);
        if (descriptor?.kind !== 'descriptor') throw new Error('ConvertSidToStringSidW: not a live SID');
        outputs.set(1, this.allocate({ kind: 'string', text: descriptor.sid }));
        return 1;
      }
      case 'lstrcpynW': {
        const source = this.allocations.get(Number(inputs[1]));
        if (source?.kind !== 'string') throw new Error('lstrcpynW: not a live string');
        outputs.set(0, source.text.slice(0, Number(inputs[2]) - 1));
        return Number(inputs[1]);
      }
      case 'LocalFree': {
        if (!this.allocations.delete(Number(inputs[0]))) {
          throw new Error(`LocalFree of ${inputs[0]}, which LocalAlloc never returned`);
        }
        return 0;
      }
      case 'CoCreateGuid':
        outputs.set(0, `{6B29FC40-CA47-1067-B31D-00DD010662D${++this.guids}}`);
        return 0;
      case 'MoveFileW': {
        const [from, to] = [text(0), text(1)];
        const item = this.get(from);
        if (!item || item.inUse || this.exists(to)) return 0;
        for (const key of [from.toLowerCase(), ...this.children(from)]) {
          const { path, item: moved } = this.items.get(key)!;
          this.items.delete(key);
          this.add(to + path.slice(from.length), moved);
        }
        return 1;
      }
      case 'CreateDirectoryW': {
        if (this.exists(text(0))) return 0;
        this.add(text(0), { kind: 'folder', owner: this.creatorOwner });
        return 1;
      }
      default:
        throw new Error(`The pretend Windows has no ${name}`);
    }
  }

  /** WriteRegStr: the key and the keys above it are created as needed. */
  writeRegistry(key: string, name: string, value: string): this {
    const parts = key.split('\\');
    for (let depth = 1; depth <= parts.length; depth++) {
      const path = parts.slice(0, depth).join('\\');
      if (!this.registry.has(path.toLowerCase())) {
        this.registry.set(path.toLowerCase(), { key: path, values: new Map() });
      }
    }
    this.registry.get(key.toLowerCase())!.values.set(name.toLowerCase(), value);
    return this;
  }

  /** ReadRegStr: the value, or "" when the key or the value is not there. */
  readRegistry(key: string, name: string): string {
    return this.registry.get(key.toLowerCase())?.values.get(name.toLowerCase()) ?? '';
  }

  /** DeleteRegKey: the key with every key under it. */
  deleteRegistryKey(key: string): void {
    const prefix = `${key.toLowerCase()}\\`;
    for (const path of [...this.registry.keys()]) {
      if (path === key.toLowerCase() || path.startsWith(prefix)) this.registry.delete(path);
    }
  }

  /** Every value under `key` (itself included), as `subkey|name=value` lines, sorted. */
  registryUnder(key: string): string[] {
    const prefix = key.toLowerCase();
    return [...this.registry.values()]
      .filter(
        ({ key: path }) => path.toLowerCase() === prefix || path.toLowerCase().startsWith(`${prefix}\\`),
      )
      .flatMap(({ key: path, values }) =>
        [...values].map(([name, value]) => `${path.slice(key.length + 1)}|${name}=${value}`),
      )
      .sort();
  }

  /** icacls.exe's exit code for `args` (the path first), as it would change the item. */
  runIcacls(args: string[]): number {
    const [path, ...rest] = args;
    this.icacls.push({ path, args: rest });
    const item = this.get(path);
    if (!item) return ERROR_FILE_NOT_FOUND;
    if (rest[0] === '/setowner') item.owner = rest[1] === `*${ADMINISTRATORS}` ? ADMINISTRATORS : rest[1];
    if (rest[0] === '/reset') item.access = 'inherited';
    if (rest[0] === '/inheritance:r') item.access = rest.join(' ');
    return 0;
  }
}
