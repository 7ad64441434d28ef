import type { FastifyRequest } from 'fastify';

/** Language every text exists in: the fallback when a text is missing in the asked language. */
export const FALLBACK_LANGUAGE = 'EN';

/**
 * The language of the answer's texts: `lang` of the query when given (help centre), else the
 * `Language` header, else English. Upper case; anything that is not a 2–3 letter code is English.
 */
export function contentLanguage(request: FastifyRequest, queryLang?: string): string {
  const header = request.headers['language'];
  const raw = queryLang ?? (typeof header === 'string' ? header : '');
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{2,3}$/.test(code) ? code : FALLBACK_LANGUAGE;
}
