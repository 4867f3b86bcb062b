/** One field's complaint in an error answer. */
export interface FieldError {
  readonly field: string;
  readonly message: string;
}

/** A failed call: HTTP status (0 when the server was not reached), the server's code, field errors and the chosen message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fieldErrors: readonly FieldError[] = [],
    readonly body?: unknown,
  ) {
    super(message);
  }

  /** Whether the server was never reached (network failure or time-out). */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** The field errors of an error answer, whatever their shape on the wire ({field, message} or {field, messages}). */
export function fieldErrorsOf(body: unknown, pick: (text: unknown) => string | undefined): FieldError[] {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((entry: unknown) => {
    if (!entry || typeof entry !== 'object') return [];
    const { field } = entry as { field?: unknown };
    const message = pick(entry);
    return typeof field === 'string' && message !== undefined ? [{ field, message }] : [];
  });
}
