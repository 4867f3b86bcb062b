/** Who may read the development mailbox: nobody, only this machine (the default), or anyone who reaches the server. */
export type DevMailboxAccess = 'off' | 'local' | 'open';

/** The settings DEV_MAILBOX accepts. */
export const DEV_MAILBOX_ACCESS: readonly DevMailboxAccess[] = ['off', 'local', 'open'];

/** Whether an address is this machine's own (127.0.0.0/8, ::1, or either written as IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  return plain === '::1' || plain === '0:0:0:0:0:0:0:1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

/** The start-up line about the mailbox, which says who can read it. */
export function mailboxNotice(access: DevMailboxAccess, publicUrl: string): string {
  if (access === 'off') return 'the development mailbox is off';
  if (access === 'open') return `read it at ${publicUrl}/dev/mailbox, open to anyone who reaches this server (DEV_MAILBOX=open)`;
  return `read it at ${publicUrl}/dev/mailbox from this machine only; DEV_MAILBOX=open opens it to the network`;
}
