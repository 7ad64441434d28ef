import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SealedBody, SealedHeaders, openSealedPayload } from '@wl/api-client/contract/sealed-body';
import type { OpenedSeal } from '@wl/api-client/contract/sealed-body';
import { AppError } from '../../http/app-error';
import { parseRequest } from '../../http/validate';
import type { SealingKeys } from './sealing-keys';

const unreadable = () =>
  new AppError('BAD_REQUEST', 'The request could not be read. Please reload the page and try again.');

/**
 * Opens a sealed body (`{ value }` + Encryption / X-RSA / X-Digest headers) and validates the payload
 * with the call's schema. Missing headers, an unknown key id or a seal that does not open are one
 * BAD_REQUEST without details. A body that opens is taken once, within its time window (REQUEST_REPLAYED
 * otherwise); a payload that opens but breaks the schema lists its fields.
 */
export async function openSealedRequest<S extends z.core.$ZodType>(
  request: FastifyRequest,
  keys: SealingKeys,
  schema: S,
): Promise<z.output<S>> {
  const headers = SealedHeaders.safeParse(request.headers);
  const body = SealedBody.safeParse(request.body);
  if (!headers.success || !body.success) throw unreadable();
  const key = await keys.openingKey(headers.data['x-rsa']);
  if (!key) throw unreadable();
  let opened: OpenedSeal;
  try {
    opened = await openSealedPayload(body.data, headers.data, key);
  } catch {
    throw unreadable();
  }
  await keys.seen.admit(opened.sealId, opened.sealedAt);
  return parseRequest(schema, opened.payload, 'body');
}
