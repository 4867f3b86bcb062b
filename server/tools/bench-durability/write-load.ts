import { setTimeout as sleep } from 'node:timers/promises';
import { describeAnswer, type ApiClient } from '../server-process/api-client';

const CLIENTS = '/api/clients/client';

/** A client the server acknowledged creating, and every later write to it it acknowledged. */
export interface AcknowledgedClient {
  id: string;
  round: number;
  firstName: string;
  email: string;
  /** The last name of the last acknowledged write (create or update). */
  lastName: string;
  /** An update sent after that one which got no answer (the kill came first): it may or may not have landed. */
  unansweredLastName?: string;
  notes: { id: string; content: string }[];
}

/** What one round of writes did. */
export interface WriteRound {
  clients: AcknowledgedClient[];
  acknowledged: { creates: number; notes: number; updates: number };
  /** Writes whose answer never came (in flight when the server died). */
  unanswered: number;
  inFlightAtKill: number;
  /** Answers other than 2xx, described (none is expected). */
  refusals: string[];
}

interface Writer {
  index: number;
  clients: AcknowledgedClient[];
  sent: number;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
// Names take letters only (2 to 50 Hebrew or Latin letters, spaces, apostrophes, hyphens): digits become a to j.
const lettersOf = (tag: string): string => tag.replace(/\d/g, (digit) => String.fromCharCode(97 + Number(digit)));
const dataOf = (body: Record<string, unknown>): Record<string, unknown> => (body.data ?? {}) as Record<string, unknown>;

/**
 * Runs `writers` concurrent writers against the server (each creates clients, adds notes to its own and renames
 * them, one request at a time), calls `kill` after `killAfterMs` while their requests are in flight, and
 * answers what the server acknowledged before it died. Names and notes carry Hebrew, to check the text too.
 */
export async function writeUntilKilled(api: ApiClient, options: { round: number; writers: number; killAfterMs: number; kill: () => Promise<void> }): Promise<WriteRound> {
  const result: WriteRound = { clients: [], acknowledged: { creates: 0, notes: 0, updates: 0 }, unanswered: 0, inFlightAtKill: 0, refusals: [] };
  let inFlight = 0;
  let isStopped = false;
  const send = async (method: string, path: string, body: unknown) => {
    inFlight += 1;
    try {
      return await api.call(method, path, body);
    } finally {
      inFlight -= 1;
    }
  };

  const refuse = (what: string, description: string): void => {
    result.refusals.push(`${what}: ${description}`);
    // A refusal repeats on every call (a lost session, a changed rule): stop rather than flood the report.
    if (result.refusals.length >= 20) isStopped = true;
  };

  const step = async (writer: Writer): Promise<boolean> => {
    writer.sent += 1;
    const tag = `${options.round}-${writer.index}-${writer.sent}`;
    const roll = writer.clients.length === 0 ? 0 : Math.random();
    if (roll < 0.5) {
      const sent = { firstName: 'עמית', lastName: `Durable ${lettersOf(tag)}`, email: `durable-${tag}-${Date.now()}@example.com` };
      const answer = await send('POST', CLIENTS, sent);
      if (answer.status === 0) return false;
      const id = answer.status === 201 ? dataOf(answer.body).id : undefined;
      if (typeof id !== 'string') return (refuse('create', describeAnswer(answer)), true);
      writer.clients.push({ id, round: options.round, firstName: sent.firstName, email: sent.email, lastName: sent.lastName, notes: [] });
      result.acknowledged.creates += 1;
      return true;
    }
    const client = pick(writer.clients);
    if (roll < 0.75) {
      const content = `הערה ${tag} · note ${tag}`;
      const answer = await send('POST', `${CLIENTS}/${client.id}/notes`, { content });
      if (answer.status === 0) return false;
      const id = answer.status === 201 ? dataOf(answer.body).id : undefined;
      if (typeof id !== 'string') return (refuse('note', describeAnswer(answer)), true);
      client.notes.push({ id, content });
      result.acknowledged.notes += 1;
      return true;
    }
    const lastName = `Renamed ${lettersOf(tag)}`;
    client.unansweredLastName = lastName;
    const answer = await send('PUT', `${CLIENTS}/${client.id}`, { lastName });
    if (answer.status === 0) return false;
    delete client.unansweredLastName;
    if (answer.status !== 200) return (refuse('update', describeAnswer(answer)), true);
    client.lastName = lastName;
    result.acknowledged.updates += 1;
    return true;
  };

  const run = async (writer: Writer): Promise<void> => {
    while (!isStopped) {
      if (!(await step(writer))) {
        result.unanswered += 1;
        return;
      }
    }
  };

  const writers: Writer[] = Array.from({ length: options.writers }, (_, index) => ({ index, clients: [], sent: 0 }));
  const running = Promise.all(writers.map(run));
  await sleep(options.killAfterMs);
  result.inFlightAtKill = inFlight;
  await options.kill();
  isStopped = true;
  await running;
  result.clients = writers.flatMap((writer) => writer.clients);
  return result;
}
