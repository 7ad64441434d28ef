// Node-safe entry `@wl/i18n/packs`: base packs and their merge rules (no React, no i18next).
export { composeBasePack, shippedBasePack } from './packs/compose';
export { englishCopies, leafKeys, missingKeys, spellingMixes, spellingPairs, textAt } from './packs/completeness';
export { keptWords } from './packs/kept-words';
export { mergePacks } from './packs/pack';
export type { Pack } from './packs/pack';
