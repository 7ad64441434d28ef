/** Where the assembler puts a brand's assets inside its bundle (`dist/brands/<id>/brand/`). */
export const brandAssetFolder = 'brand';

/**
 * The public URL of a brand asset: `assets/logo.svg` → `/m/brand/logo.svg`.
 * `base` is the site base the shell is served under (Vite's `BASE_URL`, `/m/`).
 */
export function brandAssetUrl(path: string, base = '/m/'): string {
  const match = /^assets\/(.+)$/.exec(path);
  if (!match?.[1] || match[1].split('/').includes('..')) {
    throw new Error(`brand asset path must look like assets/<file>, got ${JSON.stringify(path)}`);
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return `${prefix}${brandAssetFolder}/${match[1]}`;
}
