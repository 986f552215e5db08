// autocannon ships no types; this is the part the load bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  type Context = Record<string, unknown>;
  type Request = {
    method?: 'GET' | 'POST';
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Builds the request just before it is sent; its context lives for one turn of the sequence. */
    setupRequest?: (request: Request, context: Context) => Request;
    onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: Request[];
  };
  type Result = { errors: number; timeouts: number; duration: number; totalCompletedRequests: number };
  type Instance = EventEmitter & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): Instance;
  };
  function autocannon(options: Options, done: (error: Error | null, result: Result) => void): Instance;
  namespace autocannon {
    export type { Context, Request, Result };
  }
  export default autocannon;
}
