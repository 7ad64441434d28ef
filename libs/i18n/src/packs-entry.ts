// Node-safe entry `@wl/i18n/packs`: base packs and their merge rules (no React, no i18next).
export { composeBasePack } from './packs/compose';
export { mergePacks } from './packs/pack';
export type { Pack } from './packs/pack';
