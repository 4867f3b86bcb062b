import type { LightMyRequestResponse } from 'fastify';

/** An error answer as the suites read it. */
export interface ErrorAnswer {
  status: number;
  code?: string;
  he?: string;
  en?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The status, code and messages of an answer, whatever its body holds. */
export function readError(response: LightMyRequestResponse): ErrorAnswer {
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(response.body);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON: no code and no messages, which the checks below report.
  }
  const messages = (body.messages ?? {}) as Record<string, unknown>;
  return { status: response.statusCode, ...(text(body.code) ? { code: text(body.code) } : {}), ...(text(messages.he) ? { he: text(messages.he) } : {}), ...(text(messages.en) ? { en: text(messages.en) } : {}) };
}

/**
 * What is wrong with an error answer's body, if anything: it must be `{ success: false, code, message,
 * messages: { he, en } }` with every text non-empty (STYLE.md). Empty when it is right.
 */
export function errorBodyProblems(response: LightMyRequestResponse): string[] {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(response.body) as Record<string, unknown>;
  } catch {
    return [`the body is not JSON: ${response.body.slice(0, 120)}`];
  }
  if (!body || typeof body !== 'object') return [`the body is not an object: ${response.body.slice(0, 120)}`];
  const problems: string[] = [];
  if (body.success !== false) problems.push('success is not false');
  if (!text(body.code)?.trim()) problems.push('no code');
  if (!text(body.message)?.trim()) problems.push('no message');
  const messages = (body.messages ?? {}) as Record<string, unknown>;
  if (!text(messages.he)?.trim()) problems.push('no Hebrew message');
  if (!text(messages.en)?.trim()) problems.push('no English message');
  return problems;
}

/** A short description of an answer for a failure message: `400 INVALID_REQUEST`. */
export function describeAnswer(response: LightMyRequestResponse): string {
  const { status, code, en } = readError(response);
  return `${status}${code ? ` ${code}` : ''}${en ? ` (${en.slice(0, 80)})` : ''}`;
}
