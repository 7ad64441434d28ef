// Node-only entry (`@wl/brand/node`) for build tools and servers: reads brand folders from disk.
export { validateBrandFolder } from './validate-brand-folder';
export type { BrandFolderCheck, ValidateOptions } from './validate-brand-folder';
