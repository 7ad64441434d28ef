import { overlayColor, themeCssText, themeCssVariables } from './css-variables';
import { neutralTheme } from './neutral-theme';
import { tokens } from './tokens';
import type { UiTheme } from './theme-types';

const darkTheme: UiTheme = {
  mode: 'dark',
  fontFamily: 'Inter, sans-serif',
  radius: '0.75rem',
  colors: {
    primary: '#111111',
    onPrimary: '#222222',
    accent: '#333333',
    background: '#444444',
    surface: '#555555',
    text: '#666666',
    textMuted: '#777777',
    header: '#888888',
    onHeader: '#999999',
    border: '#aaaaaa',
    danger: '#bbbbbb',
    success: '#cccccc',
  },
};

describe('themeCssVariables maps brand primitives onto the shared --wl-* variables', () => {
  const variables = themeCssVariables(darkTheme);

  it.each([
    ['--wl-color-primary', '#111111'],
    ['--wl-color-on-primary', '#222222'],
    ['--wl-color-accent', '#333333'],
    ['--wl-color-bg', '#444444'],
    ['--wl-color-surface', '#555555'],
    ['--wl-color-text', '#666666'],
    ['--wl-color-text-muted', '#777777'],
    ['--wl-color-header', '#888888'],
    ['--wl-color-on-header', '#999999'],
    ['--wl-color-border', '#aaaaaa'],
    ['--wl-color-danger', '#bbbbbb'],
    ['--wl-color-success', '#cccccc'],
    ['--wl-color-overlay', 'rgb(0 0 0 / 0.7)'],
    ['--wl-radius', '0.75rem'],
    ['--wl-font-family', 'Inter, sans-serif'],
    ['--wl-color-scheme', 'dark'],
  ])('%s = %s', (name, value) => {
    expect(variables[name]).toBe(value);
  });

  it('writes nothing beyond the contract', () => {
    expect(Object.keys(variables)).toHaveLength(16);
    expect(Object.keys(variables).every((name) => name.startsWith('--wl-'))).toBe(true);
  });
});

describe('overlay is a dark translucent colour derived from the mode', () => {
  it.each([
    ['light', 'rgb(0 0 0 / 0.5)'],
    ['dark', 'rgb(0 0 0 / 0.7)'],
  ] as const)('%s → %s', (mode, expected) => {
    expect(overlayColor(mode)).toBe(expected);
  });
});

describe('themeCssText', () => {
  it('is one :root rule holding every variable and the colour scheme', () => {
    const css = themeCssText(neutralTheme);
    expect(css.startsWith(':root{')).toBe(true);
    expect(css.endsWith('}')).toBe(true);
    expect(css).toContain('--wl-color-primary:#2f5bd3');
    expect(css).toContain('--wl-color-bg:#f4f5f7');
    expect(css).toContain('color-scheme:light');
    expect(css).not.toContain('<');
  });

  it.each([
    ['fontFamily', { ...neutralTheme, fontFamily: 'x}</style><script>alert(1)</script>' }],
    ['fontFamily', { ...neutralTheme, fontFamily: 'Arial; background:url(x)' }],
    ['radius', { ...neutralTheme, radius: '8px /* */' }],
    ['radius', { ...neutralTheme, radius: '  ' }],
    ['colors.primary', { ...neutralTheme, colors: { ...neutralTheme.colors, primary: 'red}body{' } }],
  ] as [string, UiTheme][])('refuses a value of %s that would break out of the declaration', (field, theme) => {
    expect(() => themeCssText(theme)).toThrow(`theme.${field}`);
  });
});

describe('tokens reference the variables', () => {
  it.each([
    [tokens.color.primary, 'var(--wl-color-primary)'],
    [tokens.color.onPrimary, 'var(--wl-color-on-primary)'],
    [tokens.color.bg, 'var(--wl-color-bg)'],
    [tokens.color.textMuted, 'var(--wl-color-text-muted)'],
    [tokens.color.overlay, 'var(--wl-color-overlay)'],
    [tokens.radius, 'var(--wl-radius)'],
    [tokens.fontFamily, 'var(--wl-font-family)'],
  ])('%s', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has a token for every colour variable', () => {
    const names = Object.keys(themeCssVariables(neutralTheme)).filter(
      (n) => n.startsWith('--wl-color-') && n !== '--wl-color-scheme',
    );
    expect(Object.values(tokens.color).sort()).toEqual(names.map((n) => `var(${n})`).sort());
  });
});
