export declare const lighthouseOnly: Set<string>;
export declare function badEnginePackages(log: string): string[];
