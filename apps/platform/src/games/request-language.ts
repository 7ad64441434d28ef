import type { FastifyRequest } from 'fastify';
import { WpsHeaders } from '@wl/api-client/contract/request-headers';
import { parseRequest } from '../http/validate';

/** The call's language: the query's `language`, else the `Language` header, else EN (upper case). */
export function requestLanguage(request: FastifyRequest, fromQuery?: string): string {
  if (fromQuery) return fromQuery.toUpperCase();
  const headers = parseRequest(WpsHeaders, request.headers, 'headers');
  return headers.language ?? 'EN';
}
