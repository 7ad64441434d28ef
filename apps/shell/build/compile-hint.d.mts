export const compileHint: '//# allFunctionsCalledOnLoad';
export const minHintedBytes: number;
export function worthHinting(code: string): boolean;
