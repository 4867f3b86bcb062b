import type { FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../engine/i18n/languages';

/** The language a request reads: X-Language, then Accept-Language (he, en or es); Hebrew when it names none of them. */
export function requestLanguage(request: Pick<FastifyRequest, 'headers'>): Language {
  const asked = [request.headers['x-language'], request.headers['accept-language']].flatMap((header) => (typeof header === 'string' ? header.split(',') : []));
  for (const entry of asked) {
    const code = entry.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'he';
}
