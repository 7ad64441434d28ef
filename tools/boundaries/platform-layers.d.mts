export interface PlatformLayer {
  name: string;
  modules: string[];
}
export declare const platformLayers: PlatformLayer[];
export declare function forbiddenFor(module: string): string[];
export declare function platformImportRules(restrictedPaths: { name: string; message: string }[]): unknown[];
