// Module entry, prebundled to dist/tools/brand/assemble-many.mjs for the Nx executor (tools/brand/executor).
export { assembleMany } from './assemble-many';
