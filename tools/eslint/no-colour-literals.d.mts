import type { Rule } from 'eslint';

export declare const noColourLiterals: Rule.RuleModule;
export default noColourLiterals;
