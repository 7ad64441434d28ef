import { noColourLiterals } from './no-colour-literals.mjs';

/** The workspace's own lint rules, registered in eslint.config.mjs as the `wl` plugin. */
const plugin = {
  meta: { name: 'wl' },
  rules: { 'no-colour-literals': noColourLiterals },
};

export default plugin;
