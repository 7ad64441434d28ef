import { routeImportsThroughRetry } from './retry-imports';

describe('routeImportsThroughRetry: the chunks import the build’s files through the page’s importer', () => {
  it.each([
    // Vite's wrapper, given no dependencies by the build, goes with the import.
    [
      'var load = () => __vitePreload(() => import("./promotions-screen-!~{01$}~.js"), __VITE_PRELOAD__);',
      'var load = () => __wlImportAgain("./promotions-screen-!~{01$}~.js");',
    ],
    [
      'const a = __vitePreload(\n\t() => import(\n\t\t"./qr-code-!~{02L}~.js"\n\t),\n\t__VITE_PRELOAD__\n);',
      'const a = __wlImportAgain("./qr-code-!~{02L}~.js");',
    ],
    // An import of its own (the entry's start stages), whatever it does with the module.
    [
      'await __vitePreload(() => import("./first-data-!~{006}~.js").then((n) => n.n), __VITE_PRELOAD__);',
      'await __vitePreload(() => __wlImportAgain("./first-data-!~{006}~.js").then((n) => n.n), __VITE_PRELOAD__);',
    ],
    ['import(`./start-app-!~{00U}~.js`)', '__wlImportAgain(`./start-app-!~{00U}~.js`)'],
  ])('%s', (code, routed) => {
    expect(routeImportsThroughRetry(code)).toBe(routed);
  });

  it.each([
    // An address the code computes, another site's file or a package: left to the browser.
    'import(url)',
    'import("https://cdn.example/x.js")',
    'import("react")',
    'import("./styles.css")',
    'const text = "no import here";',
  ])('leaves %s as it is', (code) => {
    expect(routeImportsThroughRetry(code)).toBe(code);
  });
});
