import { isLibraryModule, libraryChunks, loadedOnTheirOwn } from './library-chunks';

const button = '/work/libs/ui-kit/src/button/button.tsx';
const dialog = '/work/libs/ui-kit/src/dialog/dialog.tsx';
const session = '/work/libs/session/src/use-session.ts';

/** A module graph as the bundler's plugin context reports it: each module and who imports it with `import()`. */
function graph(dynamicImporters: Record<string, string[]>) {
  return {
    getModuleIds: () => Object.keys(dynamicImporters)[Symbol.iterator](),
    getModuleInfo: (id: string) => (id in dynamicImporters ? { dynamicImporters: dynamicImporters[id] ?? [] } : null),
  };
}

describe('library chunks', () => {
  it.each([
    [button, 'ui-kit', true],
    ['C:\\work\\libs\\ui-kit\\src\\button\\button.tsx', 'ui-kit', true],
    [session, 'ui-kit', false],
    ['/work/libs/ui-kit-extra/src/a.ts', 'ui-kit', false],
    ['/work/node_modules/ui-kit/src/a.js', 'ui-kit', false],
    ['/work/libs/ui-kit/stories/a.tsx', 'ui-kit', false],
  ])('%s is a module of %s: %s', (id, library, expected) => {
    expect(isLibraryModule(id, library)).toBe(expected);
  });

  it('finds the modules loaded with import(), and only those', () => {
    expect(loadedOnTheirOwn(graph({ [button]: [], [dialog]: ['/work/apps/shell/src/a.tsx'], [session]: [] }))).toEqual(
      new Set([dialog]),
    );
  });

  it("groups a library's modules, but not those loaded with import() nor other libraries'", () => {
    const { plugin, groups } = libraryChunks(['ui-kit'], 32_000);
    const [group] = groups;
    (plugin.buildEnd as (this: unknown) => void).call(
      graph({ [button]: [], [dialog]: ['/work/apps/shell/src/a.tsx'], [session]: [] }),
    );
    expect(group).toMatchObject({ name: 'ui-kit', entriesAware: true, entriesAwareMergeThreshold: 32_000 });
    expect([button, dialog, session].filter((id) => group?.test(id))).toEqual([button]);
  });

  it('gives every library its own group', () => {
    expect(libraryChunks(['ui-kit', 'i18n'], 1).groups.map((group) => group.name)).toEqual(['ui-kit', 'i18n']);
  });
});
