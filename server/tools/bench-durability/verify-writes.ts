import { describeAnswer, type ApiClient } from '../server-process/api-client';
import type { AcknowledgedClient } from './write-load';

const CLIENTS = '/api/clients/client';

/** What reading the acknowledged writes back found. */
export interface Verification {
  clients: number;
  notes: number;
  /** Acknowledged writes that are gone or not as acknowledged: each one is a durability bug. */
  lost: string[];
  /** Reads that failed (no answer, a 5xx), so a write could not be checked. */
  unchecked: string[];
}

async function verifyClient(api: ApiClient, client: AcknowledgedClient, found: Verification): Promise<void> {
  const which = `client ${client.id} (round ${client.round}, "${client.lastName}")`;
  const answer = await api.call('GET', `${CLIENTS}/${client.id}`);
  if (answer.status === 404) {
    found.lost.push(`${which}: acknowledged with 201, now 404 ${String(answer.body.code ?? '')}`);
    return;
  }
  if (answer.status !== 200) {
    found.unchecked.push(`${which}: ${describeAnswer(answer)}`);
    return;
  }
  found.clients += 1;
  const stored = (answer.body.data ?? {}) as Record<string, unknown>;
  const lastNames = [client.lastName, ...(client.unansweredLastName ? [client.unansweredLastName] : [])];
  if (stored.firstName !== client.firstName) found.lost.push(`${which}: firstName is ${JSON.stringify(stored.firstName)}, acknowledged ${JSON.stringify(client.firstName)}`);
  if (stored.email !== client.email) found.lost.push(`${which}: email is ${JSON.stringify(stored.email)}, acknowledged ${JSON.stringify(client.email)}`);
  if (!lastNames.includes(stored.lastName as string)) found.lost.push(`${which}: lastName is ${JSON.stringify(stored.lastName)}, acknowledged ${lastNames.map((name) => JSON.stringify(name)).join(' or the unanswered ')}`);
  if (client.notes.length === 0) return;
  const notesAnswer = await api.call('GET', `${CLIENTS}/${client.id}/notes`);
  if (notesAnswer.status !== 200) {
    found.unchecked.push(`${which} notes: ${describeAnswer(notesAnswer)}`);
    return;
  }
  const storedNotes = new Map(((notesAnswer.body.data ?? []) as { id: string; content: string }[]).map((note) => [note.id, note.content]));
  for (const note of client.notes) {
    found.notes += 1;
    const content = storedNotes.get(note.id);
    if (content === undefined) found.lost.push(`${which}: note ${note.id} acknowledged with 201, now missing`);
    else if (content !== note.content) found.lost.push(`${which}: note ${note.id} reads ${JSON.stringify(content)}, acknowledged ${JSON.stringify(note.content)}`);
  }
}

/** Reads every acknowledged client and its notes back through the API, `concurrency` at a time. */
export async function verifyWrites(api: ApiClient, clients: readonly AcknowledgedClient[], concurrency = 8): Promise<Verification> {
  const found: Verification = { clients: 0, notes: 0, lost: [], unchecked: [] };
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < clients.length) {
      const client = clients[next]!;
      next += 1;
      await verifyClient(api, client, found);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return found;
}
