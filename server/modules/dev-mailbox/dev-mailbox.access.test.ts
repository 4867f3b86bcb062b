import { describe, expect, it } from 'vitest';
import { readConfig } from '../../config';
import { isLoopbackAddress, mailboxNotice } from './dev-mailbox.access';

const env = (changes: Record<string, string>) => readConfig({ SESSION_SECRET: 'a-secret-that-is-long-enough-to-sign-tokens', DATA_DIR: '/tmp/lishka-unused', ...changes });

describe('who may read the development mailbox', () => {
  it('is this machine only unless DEV_MAILBOX says otherwise, and nobody in production', () => {
    expect(env({}).devMailbox).toBe('local');
    expect(env({ DEV_MAILBOX: 'open' }).devMailbox).toBe('open');
    expect(env({ DEV_MAILBOX: 'off' }).devMailbox).toBe('off');
    expect(env({ DEV_MAILBOX: 'open', NODE_ENV: 'production' }).devMailbox).toBe('off');
    expect(() => env({ DEV_MAILBOX: 'yes' })).toThrow(/DEV_MAILBOX must be one of off, local, open/);
  });

  it('knows this machine’s addresses, in IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of [undefined, '', '0.0.0.0', '10.0.0.1', '::ffff:10.0.0.1', '127.0.0.1.evil', 'fe80::1', '::']) expect(isLoopbackAddress(address), String(address)).toBe(false);
  });

  it('says at start-up who can read it', () => {
    expect(mailboxNotice('local', 'http://localhost:3000')).toBe('read it at http://localhost:3000/dev/mailbox from this machine only; DEV_MAILBOX=open opens it to the network');
    expect(mailboxNotice('open', 'http://localhost:3000')).toContain('open to anyone who reaches this server');
    expect(mailboxNotice('off', 'http://localhost:3000')).toContain('off');
  });
});
