// Runs a macro of resources/installer/installer.nsh statement by statement on a PretendWindows. There is
// no makensis and no Windows here, so this reads the script's own text and carries out just the NSIS
// statements and LogicLib tests it uses, as NSIS documents them; anything else is an error, never
// skipped. It shows what the script decides and in which order, not that NSIS compiles it.
import { type PretendWindows, PROGRAM_DATA, SYSTEM_FOLDER, type Value } from './pretend-windows';

/** Defines electron-builder's NSIS build supplies. */
const BUILD_DEFINES: Record<string, string> = {
  PRODUCT_NAME: 'Agency Review Console',
  APP_EXECUTABLE_FILENAME: 'Agency Review Console.exe',
  NSIS_MAX_STRLEN: '1024',
};
/** Where electron-builder installs by default, per user and per machine. */
export const DEFAULT_INSTDIR = {
  CurrentUser: 'C:\\Users\\reviewer\\AppData\\Local\\Programs\\Agency Review Console',
  all: 'C:\\Program Files\\Agency Review Console',
} as const;
const LOGIC_LIB = new Set(['If', 'OrIf', 'AndIf', 'Else', 'EndIf', 'FileExists']);

interface Macro {
  params: string[];
  lines: string[];
}

export interface Script {
  defines: Map<string, string>;
  macros: Map<string, Macro>;
}

export interface NsisRun {
  registers: Map<string, string>;
  detail: string[];
  messages: string[];
  errorLevel: number | null;
}

type Node =
  | { kind: 'statement'; tokens: string[] }
  | { kind: 'if'; tests: { join: 'and' | 'or'; test: string[] }[]; then: Node[]; otherwise: Node[] };

/** Words as NSIS splits a line: at spaces, with "…", '…' or `…` as one word (quotes dropped). */
export function nsisWords(line: string): string[] {
  const words: string[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line[index];
    if (/\s/.test(char)) {
      index++;
    } else if (`"'\``.includes(char)) {
      const end = line.indexOf(char, index + 1);
      if (end < 0) throw new Error(`An unclosed ${char} in: ${line}`);
      words.push(line.slice(index + 1, end));
      index = end + 1;
    } else {
      const end = line.slice(index).search(/\s/);
      words.push(end < 0 ? line.slice(index) : line.slice(index, index + end));
      index = end < 0 ? line.length : index + end;
    }
  }
  return words;
}

function substitute(line: string, values: Map<string, string>): string {
  return line.replace(/\$\{(\w+)\}/g, (whole, name: string) => {
    if (values.has(name)) return values.get(name)!;
    if (LOGIC_LIB.has(name)) return whole;
    throw new Error(`\${${name}} is not defined, in: ${line}`);
  });
}

/** The defines and macros of an NSIS include, as NSIS reads them (`build` replaces electron-builder's defines). */
export function loadScript(text: string, build: Record<string, string> = {}): Script {
  const defines = new Map(Object.entries({ ...BUILD_DEFINES, ...build }));
  const macros = new Map<string, Macro>();
  let macro: Macro | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith(';') || line.startsWith('#')) continue;
    const words = nsisWords(line);
    if (macro) {
      if (words[0] === '!macroend') macro = null;
      else macro.lines.push(line);
    } else if (words[0] === '!macro') {
      macro = { params: words.slice(2), lines: [] };
      macros.set(words[1], macro);
    } else if (words[0] === '!define') {
      defines.set(words[1], substitute(nsisWords(line)[2] ?? '', defines));
    } else if (words[0] !== '!include') {
      throw new Error(`Outside a macro: ${line}`);
    }
  }
  return { defines, macros };
}

function parseBlock(lines: string[][], start: number, ends: string[]): [Node[], number] {
  const nodes: Node[] = [];
  let index = start;
  while (index < lines.length && !ends.includes(lines[index][0])) {
    const words = lines[index];
    if (words[0] !== '${If}') {
      nodes.push({ kind: 'statement', tokens: words });
      index++;
      continue;
    }
    const tests: { join: 'and' | 'or'; test: string[] }[] = [{ join: 'and', test: words.slice(1) }];
    for (index++; ['${OrIf}', '${AndIf}'].includes(lines[index]?.[0]); index++) {
      tests.push({ join: lines[index][0] === '${OrIf}' ? 'or' : 'and', test: lines[index].slice(1) });
    }
    const [then, thenEnd] = parseBlock(lines, index, ['${Else}', '${EndIf}']);
    let otherwise: Node[] = [];
    index = thenEnd;
    if (lines[index]?.[0] === '${Else}') [otherwise, index] = parseBlock(lines, index + 1, ['${EndIf}']);
    if (lines[index]?.[0] !== '${EndIf}')
      throw new Error(`An \${If} without its \${EndIf}: ${words.join(' ')}`);
    nodes.push({ kind: 'if', tests, then, otherwise });
    index++;
  }
  return [nodes, index];
}

/** NSIS's reading of a number: decimal or 0x hexadecimal, anything else 0. */
function int(text: string): number {
  const number = /^-?0x/i.test(text) ? Number.parseInt(text, 16) : Number.parseInt(text, 10);
  return Number.isNaN(number) ? 0 : number;
}

/** A System plugin register (R0-R9, r0-r19) as the NSIS variable it stands for. */
function pluginRegister(name: string): string | null {
  const match = /^(R|r)(\d{1,2})$/.exec(name);
  if (!match) return null;
  const number = Number(match[2]);
  if (match[1] === 'R' && number <= 9) return `$R${number}`;
  if (match[1] === 'r' && number <= 19) return number < 10 ? `$${number}` : `$R${number - 10}`;
  return null;
}

/** Words of a command line as Windows programs read them (double quotes group, and are dropped). */
function commandWords(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|(\S+)/g)].map(([, quoted, bare]) => quoted ?? bare);
}

interface RunOptions {
  installMode: 'all' | 'CurrentUser';
  env?: Record<string, string>;
  registers?: Record<string, string>;
  /** Where the app is installed (or where the uninstaller runs from). */
  instDir?: string;
}

/** Runs `name` as `!insertmacro name` would, with `$installMode` set as electron-builder sets it. */
export function runMacro(
  script: Script,
  name: string,
  windows: PretendWindows,
  options: RunOptions,
): NsisRun {
  const registers = new Map(Object.entries(options.registers ?? {}));
  const env = options.env ?? { ProgramData: PROGRAM_DATA };
  const stack: string[] = [];
  const run: NsisRun = { registers, detail: [], messages: [], errorLevel: null };
  const builtIns: Record<string, string> = {
    $APPDATA: PROGRAM_DATA,
    $SYSDIR: SYSTEM_FOLDER,
    $installMode: options.installMode,
    $INSTDIR: options.instDir ?? DEFAULT_INSTDIR[options.installMode],
  };
  // SHCTX follows SetShellVarContext, which electron-builder sets with the install mode.
  const registryKey = (root: string, key: string) => {
    if (root !== 'SHCTX') throw new Error(`The script writes ${root}, not SHCTX (the install mode's)`);
    return `${options.installMode === 'all' ? 'HKLM' : 'HKCU'}\\${expand(key)}`;
  };

  const expand = (text: string) =>
    text.replace(/\$(R\d|\d|[A-Za-z]\w*)/g, (whole) => {
      if (/^\$R?\d$/.test(whole)) return registers.get(whole) ?? '';
      if (whole in builtIns) return builtIns[whole];
      throw new Error(`The script reads ${whole}, which is not pretended here`);
    });
  const variable = (word: string) => {
    if (!/^\$R?\d$/.test(word)) throw new Error(`Not a register: ${word}`);
    return word;
  };

  const test = (words: string[]): boolean => {
    if (words[0] === '${FileExists}' && words.length === 2) return windows.exists(expand(words[1]));
    const [left, operator, right] = [expand(words[0]), words[1], expand(words[2] ?? '')];
    if (words.length !== 3) throw new Error(`A test not pretended here: ${words.join(' ')}`);
    if (operator === '==') return left.toLowerCase() === right.toLowerCase();
    if (operator === '!=') return left.toLowerCase() !== right.toLowerCase();
    if (operator === '=') return int(left) === int(right);
    if (operator === '<>') return int(left) !== int(right);
    throw new Error(`An operator not pretended here: ${operator}`);
  };

  const systemCall = (spec: string) => {
    const call = /^(\w+)::(\w+)\((.*)\)\s*(.*)$/.exec(spec);
    if (!call) throw new Error(`Not a System::Call this runs: ${spec}`);
    const [, , functionName, argumentText, returned] = call;
    const parameters = argumentText.trim() ? (argumentText.match(/(?:[^,"]|"[^"]*")+/g) ?? []) : [];
    const writes = new Map<number, string>();
    const inputs = parameters.map((parameter, index): Value | undefined => {
      const [, type, given] = /^\s*(\*?[a-z])\s*(.*?)\s*$/.exec(parameter) ?? [];
      if (!type) throw new Error(`A parameter not pretended here: ${parameter}`);
      if (given.startsWith('.')) {
        writes.set(index, pluginRegister(given.slice(1)) ?? variable(given.slice(1)));
        return undefined;
      }
      const value = given.startsWith('"') ? given.slice(1, -1) : (pluginRegister(given) ?? given);
      const text = value.startsWith('$') ? (registers.get(value) ?? '') : value;
      return type === 'w' ? text : int(text);
    });
    const { result, outputs } = windows.call(functionName, inputs);
    // A slot the call did not write still holds what the plugin put there: nothing, so 0.
    for (const [index, register] of writes) registers.set(register, String(outputs.get(index) ?? 0));
    const [, into] = /^[a-z]\s*\.(\w+)$/.exec(returned.trim()) ?? [];
    if (into) registers.set(pluginRegister(into) ?? variable(into), String(result));
  };

  const statement = (words: string[]) => {
    const [command, ...rest] = words;
    switch (command) {
      case 'Push':
        stack.push(expand(rest[0]));
        return;
      case 'Pop': {
        const value = stack.pop();
        if (value === undefined) throw new Error('Pop from an empty stack');
        registers.set(variable(rest[0]), value);
        return;
      }
      case 'StrCpy':
        if (rest.length !== 2) throw new Error(`StrCpy with ${rest.length} words`);
        registers.set(variable(rest[0]), expand(rest[1]));
        return;
      case 'ReadEnvStr':
        registers.set(variable(rest[0]), env[rest[1]] ?? '');
        return;
      case 'IntOp': {
        if (rest[2] !== '&') throw new Error(`IntOp ${rest[2]} is not pretended here`);
        registers.set(variable(rest[0]), String(int(expand(rest[1])) & int(expand(rest[3]))));
        return;
      }
      case 'DetailPrint':
        run.detail.push(expand(rest[0]));
        return;
      case 'MessageBox':
        // Silent installs answer with /SD instead of waiting for someone to click.
        if (rest[2] !== '/SD') throw new Error('A MessageBox without /SD would wait in a silent install');
        run.messages.push(expand(rest[1]));
        return;
      case 'SetErrorLevel':
        run.errorLevel = int(expand(rest[0]));
        return;
      case 'WriteRegStr':
        if (rest.length !== 4) throw new Error(`WriteRegStr with ${rest.length} words`);
        windows.writeRegistry(registryKey(rest[0], rest[1]), expand(rest[2]), expand(rest[3]));
        return;
      case 'ReadRegStr':
        if (rest.length !== 4) throw new Error(`ReadRegStr with ${rest.length} words`);
        registers.set(
          variable(rest[0]),
          windows.readRegistry(registryKey(rest[1], rest[2]), expand(rest[3])),
        );
        return;
      case 'DeleteRegKey':
        if (rest.length !== 2) throw new Error(`DeleteRegKey with options or ${rest.length} words`);
        windows.deleteRegistryKey(registryKey(rest[0], rest[1]));
        return;
      case 'nsExec::ExecToLog': {
        const [program, ...args] = commandWords(expand(rest[0]));
        if (program !== `${SYSTEM_FOLDER}\\icacls.exe`) throw new Error(`Runs ${program}, not icacls`);
        if (args.slice(-2).join(' ') !== '/L /Q') throw new Error(`icacls without /L /Q: ${args.join(' ')}`);
        stack.push(String(windows.runIcacls(args.slice(0, -2))));
        return;
      }
      case 'System::Call':
        systemCall(expand(rest[0]));
        return;
      case '!insertmacro':
        insert(rest[0], rest.slice(1));
        return;
      default:
        throw new Error(`A statement not pretended here: ${words.join(' ')}`);
    }
  };

  const execute = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.kind === 'statement') {
        statement(node.tokens);
        continue;
      }
      let holds = test(node.tests[0].test);
      for (const { join, test: words } of node.tests.slice(1)) {
        holds = join === 'or' ? holds || test(words) : holds && test(words);
      }
      execute(holds ? node.then : node.otherwise);
    }
  };

  function insert(macroName: string, args: string[]) {
    const macro = script.macros.get(macroName);
    if (!macro) throw new Error(`No macro ${macroName}`);
    if (args.length !== macro.params.length) throw new Error(`${macroName} takes ${macro.params.length}`);
    const values = new Map([...script.defines, ...macro.params.map((param, i) => [param, args[i]] as const)]);
    const lines = macro.lines.map((line) => nsisWords(substitute(line, values)));
    const [nodes, end] = parseBlock(lines, 0, []);
    if (end !== lines.length) throw new Error(`${macroName}: a stray ${lines[end].join(' ')}`);
    execute(nodes);
  }

  insert(name, []);
  if (stack.length > 0) throw new Error(`${name} left ${stack.length} value(s) on the stack`);
  return run;
}
