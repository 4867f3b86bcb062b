/** A message another page leaves for the login page in the navigation state: a success, or why the user is back. */
export interface LoginNotice {
  message: string;
  type: 'success' | 'info' | 'warning' | 'error';
}

/** The notice in a navigation state, when it carries one. */
export function loginNoticeOf(state: unknown): LoginNotice | undefined {
  const notice = state && typeof state === 'object' ? (state as { notice?: unknown }).notice : undefined;
  if (!notice || typeof notice !== 'object') return undefined;
  const { message, type } = notice as Partial<LoginNotice>;
  return typeof message === 'string' && message && (type === 'success' || type === 'info' || type === 'warning' || type === 'error') ? { message, type } : undefined;
}
