/** What a page's title is made of: the shell's titles and the office's vocabulary, in the user's language. */
export interface TitleWords {
  /** A string of the shell's `titles` (titles.dashboard…), with its values filled in. */
  title(key: string, values?: Record<string, string>): string;
  /** A word of the office's vocabulary: term('clients'). */
  term(key: string): string;
  /** A footer page's name (shell footer.links…), for the public pages. */
  link(key: string): string;
}

/** How a route names its page; every route has one (route-table.test.ts), so no tab shows a raw path. */
export type PageTitle = (words: TitleWords) => string;

/** A title from the shell's `titles`. */
export const titled = (key: string): PageTitle => ({ title }) => title(key);

/** The tab's title: the page, then the office (or Lishka before an office is known). */
export function documentTitle(page: string, office: string): string {
  return [page, office].filter(Boolean).join(' · ');
}
