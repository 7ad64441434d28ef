import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { entryRoutes } from './entry-routes';

const root = join(import.meta.dirname, '../../..');

describe('entry routes', () => {
  // A screen that moves must move here too: the brand build fails when a named module is not in the manifest.
  it.each(entryRoutes.flatMap((route) => route.screens.map((screen) => [route.id, screen])))(
    '%s names a screen module that exists: %s',
    (_id, screen) => {
      expect(existsSync(join(root, screen))).toBe(true);
    },
  );
});
