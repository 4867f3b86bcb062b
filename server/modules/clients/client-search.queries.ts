import { sql, type RawBuilder } from 'kysely';
import type { ScopedTransaction } from '../../db/context';

/**
 * How many matching clients a search takes from its indexes at most. Up to this many, the list reads them by their
 * ids; past it the term is common, its matches dense in any order of the office, and the list walks its own order
 * for them (a page needs a few dozen rows per match found) and estimates their total instead of counting them.
 */
export const SEARCH_CANDIDATES = 1000;

/** A term of fewer characters holds no trigram: it matches the beginnings of names, ID numbers and phones. */
const TRIGRAM_LENGTH = 3;

/** A search as the list applies it: the condition on the clients, and whether the term is common (more than SEARCH_CANDIDATES matches). */
export interface ClientSearch {
  condition: RawBuilder<boolean>;
  isCommon: boolean;
}

/** The text a term is matched by: trimmed and lower-cased; a phone typed with dashes or spaces, its digits. */
export function searchText(term: string): string {
  const trimmed = term.trim().toLowerCase();
  const digits = trimmed.replace(/\D/g, '');
  return /^[\d\s()+.-]+$/.test(trimmed) && digits.length >= 3 ? digits : trimmed;
}

/** The LIKE pattern of a search text as a part of the search text: LIKE's wildcards escaped. */
export function searchPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

const isShort = (text: string) => [...text].length < TRIGRAM_LENGTH;

// What a common term matches, as a filter of the list's own walk (row-level security applies before it).
function matchesText(text: string): RawBuilder<boolean> {
  if (!isShort(text)) return sql<boolean>`search_text ILIKE ${searchPattern(text)}`;
  const begins = (column: RawBuilder<unknown>) => sql<boolean>`starts_with(${column}, lower(${text}))`;
  return sql<boolean>`(${sql.join([begins(sql`lower(first_name)`), begins(sql`lower(last_name)`), begins(sql.ref('id_number')), begins(sql.ref('phone')), begins(sql.ref('mobile_phone'))], sql` or `)})`;
}

/**
 * The office's clients a term finds (spec 2 §7): any part of their names, e-mail, phones or ID number for a term of
 * three characters or more, the beginning of their names, ID number or phones for a shorter one. Asks the term's
 * indexes for at most SEARCH_CANDIDATES + 1 matches (migration 018), so the work is bounded whatever the office's size.
 */
export async function findSearch(trx: ScopedTransaction, term: string): Promise<ClientSearch> {
  const text = searchText(term);
  const lookUp = isShort(text) ? sql`app_client_prefix_ids(${text}, ${SEARCH_CANDIDATES + 1})` : sql`app_client_search_ids(${searchPattern(text)}, ${SEARCH_CANDIDATES + 1})`;
  const { rows } = await sql<{ id: string }>`select id from ${lookUp}`.execute(trx);
  if (rows.length > SEARCH_CANDIDATES) return { condition: matchesText(text), isCommon: true };
  return { condition: sql<boolean>`id = any(${rows.map((row) => row.id)}::uuid[])`, isCommon: false };
}
