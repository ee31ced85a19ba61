// The build's environment as the packaging helpers read it: a variable counts as set when it holds
// more than spaces (CI systems often define secrets that are empty in forks).
export type Env = Record<string, string | undefined>;

export const has = (env: Env, name: string): boolean => Boolean(env[name]?.trim());

/** The variables of `names` that are set, in that order. */
export const setIn = (env: Env, names: readonly string[]): string[] => names.filter((name) => has(env, name));

/** On unless unset, empty, 0, false or no. */
export const isOn = (value: string | undefined): boolean =>
  Boolean(value?.trim()) && !/^(0|false|no)$/i.test(value!.trim());
