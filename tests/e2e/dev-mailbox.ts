import { expect } from 'vitest';

/** A message as GET /api/dev/mailbox lists it (server/modules/dev-mailbox/dev-mailbox.schemas.ts). */
interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  template: string | null;
}

/** The messages the app kept for an address, newest first, read from its development mailbox. */
async function mailTo(baseUrl: string, to: string): Promise<MailboxMessage[]> {
  const response = await fetch(`${baseUrl}/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`The dev mailbox answered ${response.status}`);
  return ((await response.json()) as { data: MailboxMessage[] }).data;
}

/**
 * The newest link of a template mailed to an address, as the path and query the mail names under the
 * app's own address (`/register?invitation=…`, `/auth/confirm?token=…`); waits for the mail to arrive.
 */
export async function mailedLinkPath(baseUrl: string, to: string, template: string, path: string): Promise<string> {
  const pattern = new RegExp(`${baseUrl.replace(/[.]/g, '\\.')}(${path.replace('?', '\\?')}=[A-Za-z0-9_%-]+)`);
  let found: string | undefined;
  await expect
    .poll(async () => {
      const message = (await mailTo(baseUrl, to)).find((mail) => mail.template === template);
      found = message ? pattern.exec(message.text)?.[1] : undefined;
      return found;
    }, { timeout: 15_000 })
    .toBeDefined();
  return found!;
}
