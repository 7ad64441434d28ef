export function option(name: string, fallback: string, argv?: readonly string[]): string;
export function option(name: string, fallback: undefined, argv?: readonly string[]): string | undefined;
export function unbuiltBrands(root: string, ids: readonly string[]): string[];
export function requireBuiltBrands(root: string, ids: readonly string[]): void;
