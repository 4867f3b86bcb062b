import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test server received: its envelope and its parsed content. */
export interface ReceivedMail {
  envelope: { from: string | null; to: string[] };
  /** The user that signed in, when the server asked for credentials. */
  user: string | null;
  raw: Buffer;
  parsed: ParsedMail;
}

/** A real SMTP server in the test process. */
export interface TestSmtpServer {
  /** The address to give the mailer, e.g. smtp://127.0.0.1:40123. */
  url: string;
  port: number;
  /** Everything received so far, in order. */
  messages: ReceivedMail[];
  close(): Promise<void>;
}

/** How the test server behaves. */
export interface TestSmtpServerOptions {
  /** TLS from the first byte, with smtp-server's built-in self-signed certificate (smtps://). */
  isSecure?: boolean;
  /** Recipients refused at RCPT TO with a 550. */
  rejectRecipients?: string[];
  /** Require AUTH with these credentials (plain connections allowed, it is a test). */
  credentials?: { user: string; pass: string };
}

/**
 * Starts an SMTP server (smtp-server) on a random local port that accepts any sender without
 * authentication and parses every message with mailparser before acknowledging it, so a message is in
 * `messages` by the time the sender's send resolves.
 */
export async function startTestSmtpServer({ isSecure = false, rejectRecipients = [], credentials }: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const refused = new Set(rejectRecipients.map((address) => address.toLowerCase()));
  const server = new SMTPServer({
    secure: isSecure,
    authOptional: !credentials,
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    // Plain smtp:// stays plain: the built-in certificate is self-signed, and STARTTLS would fail on it.
    disabledCommands: [...(credentials ? [] : ['AUTH']), ...(isSecure ? [] : ['STARTTLS'])],
    logger: false,
    onAuth(auth, _session, callback) {
      if (credentials && auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address.toLowerCase())) return callback();
      const error = Object.assign(new Error(`Mailbox ${address.address} unavailable`), { responseCode: 550 });
      return callback(error);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            const { mailFrom, rcptTo } = session.envelope;
            const user = typeof session.user === 'string' ? session.user : null;
            messages.push({ envelope: { from: mailFrom ? mailFrom.address : null, to: rcptTo.map((to) => to.address) }, user, raw, parsed });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  // A client that drops the connection (a refused certificate) is an event of the test, not a crash.
  server.on('error', () => undefined);
  const port = await new Promise<number>((resolve, reject) => {
    const listener = server.listen(0, '127.0.0.1', () => resolve((listener.address() as AddressInfo).port));
    listener.once('error', reject);
  });
  return {
    url: `${isSecure ? 'smtps' : 'smtp'}://127.0.0.1:${port}`,
    port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
