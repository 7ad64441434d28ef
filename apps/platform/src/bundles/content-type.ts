const types: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  mobileconfig: 'application/x-apple-aspen-config',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

/** Content-Type by file extension; unknown kinds are sent as bytes. */
export function contentTypeFor(path: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  return types[ext] ?? 'application/octet-stream';
}

/** Text-like types worth compressing. */
export function isCompressible(contentType: string): boolean {
  return /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/.test(contentType);
}
