/** The part of a chunk of Vite's build manifest the first-render rule reads. */
export interface ManifestImports {
  isEntry?: boolean;
  imports?: readonly string[];
  dynamicImports?: readonly string[];
}

export function staticImportsOf(manifest: Readonly<Record<string, ManifestImports>>, keys: readonly string[]): string[];

export function firstRender(manifest: Readonly<Record<string, ManifestImports>>): {
  /** The entry's key. */
  entry: string;
  /** Its start stages: its dynamic imports. */
  stages: string[];
  /** The entry, its stages and every chunk they import statically, each once. */
  keys: string[];
};
