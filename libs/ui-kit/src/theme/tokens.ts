import {
  colorSchemeVariable,
  colorVariables,
  fontFamilyVariable,
  radiusVariable,
  type ColorToken,
} from './css-variables';

const cssVar = (name: string): string => `var(${name})`;

const color = Object.fromEntries(
  (Object.keys(colorVariables) as ColorToken[]).map((token) => [token, cssVar(colorVariables[token])]),
) as Record<ColorToken, string>;

/**
 * References to the theme variables for component styles, e.g. `tokens.color.primary === 'var(--wl-color-primary)'`.
 * Components take colours from here only.
 */
export const tokens = {
  color,
  radius: cssVar(radiusVariable),
  fontFamily: cssVar(fontFamilyVariable),
  colorScheme: cssVar(colorSchemeVariable),
} as const;
