import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { withContext } from '../db/context';
import type { Database } from '../db/schema';
import { publicFormPath } from '../modules/public-forms/public-form-links.service';
import { hashSecretId } from '../security/tokens';

/**
 * The token of a demo office's public form: derived from its slug, so the start-up output (and anyone trying the
 * demo) can name the link after seeding, as it names the demo sign-ins. A real office's links are random, and only
 * their hashes are kept; publishing the demo form again replaces this one with a random one too.
 */
export const demoPublicFormToken = (slug: string): string => createHash('sha256').update(`lishka-demo-public-form:${slug}`).digest('base64url');

/** The demo offices' public forms still there as seeded (not published again since): each office's slug and the link's path. */
export async function demoPublicFormPaths(db: Kysely<Database>, slugs: readonly string[]): Promise<{ slug: string; path: string }[]> {
  const found: { slug: string; path: string }[] = [];
  for (const slug of slugs) {
    const token = demoPublicFormToken(slug);
    const row = await withContext(db, {}, async (trx) => (await sql<{ link_id: string }>`select * from public_form_link_lookup(${hashSecretId(token)})`.execute(trx)).rows[0]);
    if (row) found.push({ slug, path: publicFormPath(token) });
  }
  return found;
}
