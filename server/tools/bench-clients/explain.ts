import { CompiledQuery, sql, type KyselyPlugin, type Kysely } from 'kysely';
import { inOffice, type OfficeContext } from '../../context/office-context';
import type { Database } from '../../db/schema';

/** The statements a piece of work ran, in order, as the database received them. */
export interface Recorded {
  db: Kysely<Database>;
  statements: CompiledQuery[];
}

/** The database handle with a recorder: every statement run through it is compiled once more and kept. */
export function recording(db: Kysely<Database>): Recorded {
  const statements: CompiledQuery[] = [];
  // A subquery is transformed too, under an id of its own that is never run: keep only what reaches the database.
  const compiled = new Map<unknown, CompiledQuery>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      compiled.set(queryId, db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      const statement = compiled.get(queryId);
      if (statement) statements.push(statement);
      return result;
    },
  };
  return { db: db.withPlugin(plugin), statements };
}

// The work's own reads: not the transaction's set-up (tenant, role) nor the planner's estimates it asks for.
const isRead = (statement: string) => /^\s*(select|with)\b/i.test(statement) && !/set_config\(/i.test(statement);

/** The functions named app_… that a statement calls, with the placeholders or literals it passes. */
function calledFunctions(statement: CompiledQuery): { name: string; args: unknown[] }[] {
  return [...statement.sql.matchAll(/\b(app_[a-z_]+)\(([^()]*)\)/g)].map((match) => ({
    name: match[1]!,
    args: match[2]!.split(',').map((arg) => {
      const placeholder = /^\s*\$(\d+)/.exec(arg);
      return placeholder ? statement.parameters[Number(placeholder[1]) - 1] : arg.trim();
    }),
  }));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of each read that the work ran, run again in the office as the app role (row-level
 * security applies as it did); and of the body of each SQL function app_… that the reads call, as its owner (the
 * look-ups that run past row-level security as SECURITY DEFINER), with the arguments the read passed.
 */
export async function explainReads(ctx: OfficeContext, statements: CompiledQuery[]): Promise<string[]> {
  const lines: string[] = [];
  const reads = statements.filter((statement) => isRead(statement.sql));
  await inOffice(ctx, async (trx) => {
    for (const statement of reads) {
      const { rows } = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, [...statement.parameters]));
      lines.push(`-- ${statement.sql}`, `-- parameters: ${JSON.stringify(statement.parameters)}`, ...rows.map((row) => Object.values(row)[0] ?? ''), '');
    }
  });
  const functions = new Map(reads.flatMap(calledFunctions).map((call) => [call.name, call]));
  for (const call of functions.values()) lines.push(...(await explainFunctionBody(ctx, call)));
  return lines;
}

async function explainFunctionBody(ctx: OfficeContext, call: { name: string; args: unknown[] }): Promise<string[]> {
  const { rows } = await sql<{ body: string; language: string; names: string[] | null; modes: string[] | null }>`
    select p.prosrc as body, l.lanname as language, p.proargnames as names, p.proargmodes::text[] as modes
    from pg_proc p join pg_language l on l.oid = p.prolang where p.proname = ${call.name}`.execute(ctx.db);
  const found = rows[0];
  if (!found || found.language !== 'sql') return [`-- ${call.name}: ${found ? `a ${found.language} function, its body is not explained` : 'not found'}`, ''];
  // Named arguments as the positional ones the body may also use (the names of a table's columns are not arguments).
  let body = found.body.trim().replace(/;\s*$/, '');
  const inputs = (found.names ?? []).filter((_, index) => !found.modes || ['i', 'b', 'v'].includes(found.modes[index] ?? 'i'));
  inputs.forEach((name, index) => {
    body = body.replace(new RegExp(`\\b${name}\\b`, 'g'), `$${index + 1}`);
  });
  return ctx.db.transaction().execute(async (trx) => {
    // As the function's owner would run it: the tenant set, no role change (the bench connects as the owner).
    await sql`select set_config('app.tenant_id', ${ctx.tenant.id}, true)`.execute(trx);
    const explained = await trx.executeQuery<Record<string, string>>(CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${body}`, call.args));
    return [`-- body of ${call.name}(${call.args.map((arg) => JSON.stringify(arg)).join(', ')}), as its owner:`, `-- ${body.replace(/\s+/g, ' ')}`, ...explained.rows.map((row) => Object.values(row)[0] ?? ''), ''];
  });
}
