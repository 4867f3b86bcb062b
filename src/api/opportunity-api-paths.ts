/** The API path of the deals, or of one of them: `opportunityApiPath(id, 'move')`. */
export function opportunityApiPath(id?: string, part?: string): string {
  return `/opportunities${id ? `/${encodeURIComponent(id)}` : ''}${part ? `/${part}` : ''}`;
}

/** Where the board is fetched from, and the key its cache goes by. */
export const BOARD_API_PATH = '/opportunities/board';
