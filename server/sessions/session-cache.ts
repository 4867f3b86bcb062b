import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '../db/database';
import type { Unlisten } from '../db/postgres-listener';

/** The channel migration 026's triggers announce every change a cached session depends on. */
export const SESSION_CHANNEL = 'lishka_sessions';

/** How long an entry may serve at most, whatever the channel says: a safety net, not the invalidation. */
const TTL_MS = 5_000;
/** How many sessions a process keeps at most; the oldest go first. */
const MAX_ENTRIES = 10_000;
/** How long a fence waits for its own notification before it stops trusting every entry instead. */
const FENCE_TIMEOUT_MS = 2_000;

/** What a cached session must say about itself for invalidation: its user and the offices it may act in. */
export interface CacheableSession {
  user_id: string;
  memberships: readonly { tenantId: string }[];
}

interface Entry<T> {
  value: T;
  loadedAt: number;
}

/**
 * The sessions this process read a moment ago, kept only while it hears every change to them (issue 19).
 *
 * Migration 026's triggers announce each change to a session, its user, their memberships or their offices on
 * SESSION_CHANNEL when it commits; each process listens and drops what the change touches, so a revoked session, a
 * removed member or a changed role is refused by each process from the moment it hears the change: the process that
 * made it on the very next request (`fence` below), another a moment after the commit (PostgreSQL sends the
 * notification to each listening connection on its own), and an entry never serves past TTL_MS. The cache serves only while
 * the channel is listened to: when the connection drops it forgets everything and serves nothing until it listens
 * again (notifications sent meanwhile are lost), so a dead listener costs speed, never revocation. A read that a
 * change overtook is not kept (the generation below). On PostgreSQL a notification reaches the listener a moment
 * after the commit, so a process that changed something waits for its own notification before it answers
 * (`fence`); on PGlite the listener runs as the commit is read, before the writer goes on.
 */
export class SessionCache<T extends CacheableSession> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly fences = new Map<string, () => void>();
  private readonly fencePrefix = `f:${randomUUID()}:`;
  private fenceCount = 0;
  private generation = 0;
  private isListening = false;
  private unlisten: Unlisten | null = null;
  private isClosed = false;
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly database: DatabaseHandle) {}

  /** Starts listening; until it listens (or if it cannot), the cache serves nothing. */
  async start(): Promise<void> {
    try {
      this.unlisten = await this.database.listen(SESSION_CHANNEL, (payload) => this.onPayload(payload), (isListening) => this.onListening(isListening));
      if (this.isClosed) await this.unlisten();
    } catch {
      // The database refused a listening connection (it restarts): serve from the database and try again later.
      if (!this.isClosed) this.retry = setTimeout(() => void this.start(), 5_000);
    }
  }

  /** Whether entries may be served now. */
  get isServing(): boolean {
    return this.isListening && !this.isClosed;
  }

  /** A kept session, if it may be served at `now` (ms). */
  get(key: string, now: number): T | undefined {
    if (!this.isServing) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.loadedAt >= TTL_MS || now < entry.loadedAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** A mark to take before reading a session from the database, for `set`. */
  mark(): number {
    return this.generation;
  }

  /** Keeps a session read from the database, unless a change was heard (or the channel lost) since `mark`. */
  set(key: string, value: T, mark: number, now: number): void {
    if (!this.isServing || mark !== this.generation) return;
    this.entries.delete(key);
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, loadedAt: now });
  }

  /** Forgets one session (the database found it no longer valid). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** How many sessions are kept. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Resolves once this process has heard every change committed before the call (PostgreSQL; at once on PGlite,
   * whose listener runs as the commit is read). A process calls it after a change and before answering, so the
   * changer's next request finds its change. If the notification does not come back in time, everything is forgotten.
   */
  async fence(): Promise<void> {
    if (!this.isServing || this.database.kind !== 'postgres') return;
    const id = `${this.fencePrefix}${++this.fenceCount}`;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.fences.set(id, resolve);
      timer = setTimeout(() => {
        this.forget();
        resolve();
      }, FENCE_TIMEOUT_MS);
    });
    try {
      // Committed after the change, so queued after its notifications: heard after them.
      await sql`select pg_notify(${SESSION_CHANNEL}, ${id})`.execute(this.database.db);
      await heard;
    } catch {
      this.forget();
    } finally {
      clearTimeout(timer);
      this.fences.delete(id);
    }
  }

  /** Stops listening and forgets everything. */
  async close(): Promise<void> {
    this.isClosed = true;
    clearTimeout(this.retry);
    this.forget();
    for (const resolve of this.fences.values()) resolve();
    const unlisten = this.unlisten;
    this.unlisten = null;
    await unlisten?.().catch(() => undefined);
  }

  private onListening(isListening: boolean): void {
    // Whatever was kept before a reconnection may have missed its notification.
    this.forget();
    this.isListening = isListening;
  }

  private forget(): void {
    this.generation++;
    this.entries.clear();
  }

  private onPayload(payload: string): void {
    if (payload.startsWith('f:')) {
      this.fences.get(payload)?.();
      return;
    }
    this.generation++;
    if (payload.startsWith('u:')) {
      const userId = payload.slice(2);
      for (const [key, entry] of this.entries) if (entry.value.user_id === userId) this.entries.delete(key);
    } else if (payload.startsWith('t:')) {
      const tenantId = payload.slice(2);
      for (const [key, entry] of this.entries) if (entry.value.memberships.some((membership) => membership.tenantId === tenantId)) this.entries.delete(key);
    } else {
      this.entries.clear();
    }
  }
}
