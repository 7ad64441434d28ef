import { createHash } from 'node:crypto';

/** A strong ETag of a body. */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** True when the request's If-None-Match names the ETag (or is `*`). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  const values = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch)
    .split(',')
    .map((v) => v.trim().replace(/^W\//, ''));
  return values.includes('*') || values.includes(etag);
}

/**
 * A call's answer already wrapped in its envelope and serialised, with its ETag: built once and sent many times
 * (the game catalogue, decision 0064). Made by a call handler's `prepare`, which checks it against the call first.
 */
export class PreparedAnswer {
  readonly etag: string;
  constructor(readonly body: string) {
    this.etag = etagOf(body);
  }
}
