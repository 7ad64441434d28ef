// The part of jsdom's API the first-paint tests use (the package ships no types; only tests load it).
declare module 'jsdom' {
  export class JSDOM {
    constructor(
      html: string,
      options?: {
        url?: string;
        runScripts?: 'dangerously' | 'outside-only';
        beforeParse?: (window: Window & typeof globalThis) => void;
      },
    );
    readonly window: Window & typeof globalThis;
  }
}
