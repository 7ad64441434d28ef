export const compileHint: '//# allFunctionsCalledOnLoad';
export const minHintedBytes: number;
