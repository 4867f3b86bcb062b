import pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * Listens on a PostgreSQL channel with a connection of its own (LISTEN holds a connection; a pooled one would be
 * handed to other work), connecting again a second after it drops, until unlistened.
 */
export async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<Unlisten> {
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
      if (!isClosed) retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    };
    // A dropped connection (a restart, a network blip) must not bring the process down: connect again.
    next.on('error', reconnect);
    next.on('end', reconnect);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      reconnect();
      throw error;
    }
  };

  await connect();
  return async () => {
    isClosed = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
