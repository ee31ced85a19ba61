// Hono's environment for web mode: served by @hono/node-server, whose bindings give the raw request
// (its target as the client wrote it, before the URL parser removes dot segments).
import type { HttpBindings } from '@hono/node-server';

export type WebEnv = { Bindings: HttpBindings };
