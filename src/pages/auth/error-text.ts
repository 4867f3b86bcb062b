import { ApiError } from '../../api/api-error';
import { clientMessage } from '../../api/messages';

/** The text to show for a failed call: the server's message in the language (ApiError), else the fallback or "An unexpected error occurred". */
export function errorText(error: unknown, language: string, fallback?: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback ?? clientMessage('unexpected', language);
}
