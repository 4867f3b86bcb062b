import { withContext } from '../../db/context';
import type { DatabaseHandle } from '../../db/database';
import type { Unlisten } from '../../db/postgres-listener';
import { isUuid } from '../../tenancy/tenant-queries';
import { placedNotification, type PlacedNotification } from './notifications.service';

/** The channel migration 023's trigger announces each new notification on. */
export const NOTIFICATION_CHANNEL = 'lishka_notifications';

/** An open stream of one member in one office. */
export interface NotificationSink {
  tenantId: string;
  userId: string;
  send(notification: PlacedNotification): void;
  /** Ends the stream (shutdown). */
  close(): void;
}

const keyOf = (tenantId: string, userId: string): string => `${tenantId}:${userId}`;

/** What the trigger's payload names, if it is what the trigger writes. */
function parsePayload(payload: string): { tenantId: string; userId: string; id: string } | undefined {
  try {
    const { t, u, n } = JSON.parse(payload) as Record<string, unknown>;
    return typeof t === 'string' && typeof u === 'string' && typeof n === 'string' && isUuid(t) && isUuid(u) && isUuid(n) ? { tenantId: t, userId: u, id: n } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The process's one listener on the notifications channel and its open streams, by office and member: a new
 * notification is read once (in its office, for its member) and handed to that member's streams in that office,
 * never to anyone else's. Listens from the first stream on, until closed.
 */
export class NotificationHub {
  private readonly sinks = new Map<string, Set<NotificationSink>>();
  private listening: Promise<Unlisten> | null = null;

  constructor(private readonly database: DatabaseHandle) {}

  /** Adds a stream; answers how to remove it. Resolves once the process listens, so nothing written after is missed. */
  async add(sink: NotificationSink): Promise<() => void> {
    const key = keyOf(sink.tenantId, sink.userId);
    const set = this.sinks.get(key) ?? new Set<NotificationSink>();
    set.add(sink);
    this.sinks.set(key, set);
    this.listening ??= this.database.listen(NOTIFICATION_CHANNEL, (payload) => void this.deliver(payload));
    try {
      await this.listening;
    } catch (error) {
      this.listening = null;
      set.delete(sink);
      throw error;
    }
    return () => {
      set.delete(sink);
      if (set.size === 0 && this.sinks.get(key) === set) this.sinks.delete(key);
    };
  }

  /** How many streams are open. */
  get size(): number {
    let count = 0;
    for (const set of this.sinks.values()) count += set.size;
    return count;
  }

  private async deliver(payload: string): Promise<void> {
    const named = parsePayload(payload);
    const sinks = named && this.sinks.get(keyOf(named.tenantId, named.userId));
    if (!named || !sinks || sinks.size === 0) return;
    try {
      const placed = await withContext(this.database.db, { tenantId: named.tenantId, userId: named.userId }, (trx) => placedNotification(trx, named.userId, named.id));
      if (placed) for (const sink of [...sinks]) sink.send(placed);
    } catch {
      // A read that fails (the database closing) loses only the live push: the browser's next load lists it.
    }
  }

  /** Ends every stream and stops listening (shutdown). */
  async close(): Promise<void> {
    for (const set of [...this.sinks.values()]) for (const sink of [...set]) sink.close();
    this.sinks.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }
}
