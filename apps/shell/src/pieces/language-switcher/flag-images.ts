/**
 * The circular flag pictures of the offered languages' regions (flags/<region>.svg, MIT, see
 * flags/LICENSE.md), by upper-case region. Loaded with the language switcher, never with the first paint:
 * only flag-circle.tsx imports it, and only dynamically.
 */
const files = import.meta.glob<string>('./flags/*.svg', { query: '?url', import: 'default', eager: true });

export const flagImages: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(files).map(([path, url]) => [/([a-z]{2})\.svg$/.exec(path)?.[1]?.toUpperCase() ?? path, url]),
);
