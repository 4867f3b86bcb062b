import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A call the scripted server received. */
export interface ReceivedCall {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** An answer to script: a status and a JSON body, or 'hang' for a server that never answers. */
export type ScriptedAnswer = { readonly status: number; readonly body?: unknown } | 'hang';

/** Answers one call; `index` counts the calls to the same method and path, from 0. */
export type ScriptedRoute = (call: ReceivedCall, index: number) => ScriptedAnswer;

/** A running test server. */
export interface ScriptedServer {
  readonly baseUrl: string;
  readonly calls: ReceivedCall[];
  callsTo(method: string, path: string): ReceivedCall[];
  close(): Promise<void>;
}

/** Starts a real HTTP server on 127.0.0.1 (random port) answering `METHOD /path` by script; anything else is 404. */
export async function startScriptedServer(routes: Readonly<Record<string, ScriptedRoute>>): Promise<ScriptedServer> {
  const calls: ReceivedCall[] = [];
  const callsTo = (method: string, path: string): ReceivedCall[] => calls.filter((call) => call.method === method && call.path === path);
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = { method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer: ScriptedAnswer = route ? route(call, callsTo(call.method, call.path).length - 1) : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api`,
    calls,
    callsTo,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
