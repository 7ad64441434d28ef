import type { ThemeColors, ThemeMode, UiTheme } from './theme-types';

/** Semantic colour slots every component reads, with their CSS custom property. */
export const colorVariables = {
  primary: '--wl-color-primary',
  onPrimary: '--wl-color-on-primary',
  accent: '--wl-color-accent',
  bg: '--wl-color-bg',
  surface: '--wl-color-surface',
  text: '--wl-color-text',
  textMuted: '--wl-color-text-muted',
  header: '--wl-color-header',
  onHeader: '--wl-color-on-header',
  border: '--wl-color-border',
  danger: '--wl-color-danger',
  success: '--wl-color-success',
  overlay: '--wl-color-overlay',
} as const;

export type ColorToken = keyof typeof colorVariables;

export const radiusVariable = '--wl-radius';
export const fontFamilyVariable = '--wl-font-family';
/** `light` or `dark`; GlobalStyle turns it into `color-scheme` so native controls follow the theme. */
export const colorSchemeVariable = '--wl-color-scheme';

/** Which brand primitive fills which semantic slot (the overlay is derived, not a primitive). */
const primitiveFor: Record<Exclude<ColorToken, 'overlay'>, keyof ThemeColors> = {
  primary: 'primary',
  onPrimary: 'onPrimary',
  accent: 'accent',
  bg: 'background',
  surface: 'surface',
  text: 'text',
  textMuted: 'textMuted',
  header: 'header',
  onHeader: 'onHeader',
  border: 'border',
  danger: 'danger',
  success: 'success',
};

/** Dark translucent mask behind dialogs and drawers; a little denser on dark themes so it still reads. */
export function overlayColor(mode: ThemeMode): string {
  return mode === 'dark' ? 'rgb(0 0 0 / 0.7)' : 'rgb(0 0 0 / 0.5)';
}

/** Characters that could end a declaration, a rule or the surrounding <style> element. */
const unsafeCssCharacters = /[<>{};\\]|\/\*|\*\//;

function checkedValue(field: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw new Error(`theme.${field} must not be empty`);
  if (unsafeCssCharacters.test(trimmed)) {
    throw new Error(
      `theme.${field} contains characters not allowed in a CSS value (< > { } ; \\ or comments): ${JSON.stringify(value)}`,
    );
  }
  return trimmed;
}

/** Maps a brand theme onto the `--wl-*` custom properties, e.g. `{ '--wl-color-primary': '#d4145a', … }`. */
export function themeCssVariables(theme: UiTheme): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [token, primitive] of Object.entries(primitiveFor) as [
    Exclude<ColorToken, 'overlay'>,
    keyof ThemeColors,
  ][]) {
    variables[colorVariables[token]] = checkedValue(`colors.${primitive}`, theme.colors[primitive]);
  }
  variables[colorVariables.overlay] = overlayColor(theme.mode);
  variables[radiusVariable] = checkedValue('radius', theme.radius);
  variables[fontFamilyVariable] = checkedValue('fontFamily', theme.fontFamily);
  variables[colorSchemeVariable] = theme.mode;
  return variables;
}

/** The same variables as one `:root{…}` rule, ready to inline into a brand's index.html. */
export function themeCssText(theme: UiTheme): string {
  const declarations = Object.entries(themeCssVariables(theme)).map(([name, value]) => `${name}:${value}`);
  declarations.push(`color-scheme:${theme.mode}`);
  return `:root{${declarations.join(';')}}`;
}
