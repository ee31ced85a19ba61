// The parts of the bridge's verb table: each verb of window.reviewConsole names its IPC channel and
// how many values cross. The preload builds the bridge from the table and its type is read from it.
// Generic over the contract maps, so this file depends on nothing.

type Fn = (...args: never[]) => unknown;
type Args<F> = F extends (...args: infer A) => unknown ? A : never;
type Answer<F> = F extends (...args: never[]) => infer R ? Awaited<R> : never;

export interface InvokeRow<C extends string = string, Verb = unknown> {
  readonly invoke: C;
  /** How many arguments cross: anything more (a click event passed along, say) stays in the page. */
  readonly arity: number;
  /** Turns the verb's arguments into the channel's, where they differ. */
  readonly pack?: (...args: unknown[]) => unknown[];
  /** Types only, never set: the verb as the renderer sees it. */
  readonly verbType?: Verb;
}

export interface EventRow<E extends string = string, Verb = unknown> {
  readonly event: E;
  /** How many payload values the listener gets; never the IPC event itself. */
  readonly arity: number;
  /** Types only, never set: the verb as the renderer sees it. */
  readonly verbType?: Verb;
}

export type VerbRow = InvokeRow | EventRow;

export function verbRows<Invoke extends Record<keyof Invoke, Fn>, Events extends Record<keyof Events, Fn>>() {
  return {
    /** A verb with the channel's arguments, resolving with main's answer. */
    invoke: <C extends keyof Invoke & string>(
      channel: C,
      arity: Args<Invoke[C]>['length'],
    ): InvokeRow<C, (...args: Args<Invoke[C]>) => Promise<Answer<Invoke[C]>>> => ({ invoke: channel, arity }),
    /** A verb typed `Verb` for the renderer whose `arity` arguments `pack` turns into the channel's. */
    invokeAs:
      <Verb extends Fn>() =>
      <C extends keyof Invoke & string>(
        channel: C,
        arity: number,
        pack: (...args: unknown[]) => Args<Invoke[C]>,
      ): InvokeRow<C, Verb> => ({ invoke: channel, arity, pack }),
    /** A subscription: the listener gets the event's payload; the verb returns its unsubscribe. */
    listen: <E extends keyof Events & string>(
      channel: E,
      arity: Args<Events[E]>['length'],
    ): EventRow<E, (listener: (...payload: Args<Events[E]>) => void) => () => void> => ({
      event: channel,
      arity,
    }),
  };
}

type VerbOf<Row> = Row extends { readonly verbType?: infer Verb } ? Exclude<Verb, undefined> : never;
type Group<Path> = Path extends `${infer G}.${string}` ? G : never;
type Flat<T> = { [K in keyof T]: T[K] };

/** The bridge a verb table builds: `group.name` verbs one level down, the others at the top. */
export type BridgeOf<Verbs> = Flat<
  {
    [G in Group<keyof Verbs>]: {
      [P in keyof Verbs as P extends `${G}.${infer Name}` ? Name : never]: VerbOf<Verbs[P]>;
    };
  } & { [P in keyof Verbs as P extends `${string}.${string}` ? never : P]: VerbOf<Verbs[P]> }
>;

/** Every channel a table's rows name. */
export type ChannelOf<Verbs> = {
  [P in keyof Verbs]: Verbs[P] extends InvokeRow<infer C>
    ? C
    : Verbs[P] extends EventRow<infer E>
      ? E
      : never;
}[keyof Verbs];
