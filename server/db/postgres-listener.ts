import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/** Told true once the channel is listened to, false the moment the connection is lost (notifications may be missed until true again). */
export type OnListening = (isListening: boolean) => void;

/**
 * Listens on a PostgreSQL channel with a connection of its own (LISTEN holds a connection; a pooled one would be
 * handed to other work), connecting again a second after it drops, until unlistened. A first connection that fails
 * throws and leaves nothing behind.
 */
export async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, onListening?: OnListening): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    const reconnect = () => {
      if (client !== next) return;
      client = null;
      onListening?.(false);
      if (!isClosed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    // A dropped connection (a restart, a network blip) must not bring the process down: connect again.
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      if (client === next) onListening?.(true);
    } catch (error) {
      reconnect();
      throw error;
    }
  };

  try {
    await connect();
  } catch (error) {
    // No one holds a way to stop the retries yet: do not leave them running.
    isClosed = true;
    clearTimeout(retry);
    throw error;
  }
  return async () => {
    isClosed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
