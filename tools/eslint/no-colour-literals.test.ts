import { RuleTester } from 'eslint';
import { parser } from 'typescript-eslint';
import { noColourLiterals } from './no-colour-literals.mjs';

/**
 * `wl/no-colour-literals` (enabled over libs/** and apps/shell/** in eslint.config.mjs). RuleTester registers its
 * cases with vitest's global describe/it.
 */
const ruleTester = new RuleTester({
  languageOptions: { parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

const filename = 'probe.tsx';
const styled = (css: string) => `const Box = styled.div\`\n  ${css}\n\`;`;

const valid: string[] = [
  // Theme variables and tokens.
  "const c = 'var(--wl-color-primary)';",
  styled('color: var(--wl-color-text);'),
  styled('color: ${tokens.color.text}; background: ${({ $on }) => ($on ? tokens.color.primary : "transparent")};'),
  styled('background: transparent; fill: currentColor; color: inherit; -webkit-tap-highlight-color: transparent;'),
  styled('white-space: nowrap; border-bottom: 2px solid transparent;'),
  styled('background: color-mix(in srgb, var(--wl-color-primary) 20%, transparent);'),
  styled('box-shadow: 0 0 0 2px rgb(var(--wl-color-primary-rgb) / 50%);'),
  styled('color: rgb(from var(--wl-color-text) r g b / 60%);'),
  styled('color: rgba(${r}, ${g}, ${b}, 0.5);'),
  "const name = '--wl-color-on-primary';",
  // Anchors, ids, selectors and entities.
  "const href = '#main';",
  'const top = <a href="#top">Top</a>;',
  "document.querySelector('#root');",
  "const skip = '#content';",
  "const entity = '&#123;&#x2014;';",
  "const notAColour = '#12345';",
  "const page = 'https://example.com/page#section';",
  // Names that are not style values.
  "const variants = ['colour', 'white', 'black'] as const;",
  "const idle = mode === 'dark' ? 'white' : 'black';",
  "const tier = { level: 'gold' };",
  "const label = 'Tier: Gold';",
  "const text = 'the white-label red button';",
  'const isRed = props.tone; const whiteLabel = 1;',
  // Comments, regexes and CSS comments.
  '// color: #fff',
  '/* background: white */ const x = 1;',
  styled('/* white */ color: var(--wl-color-text);'),
  'const hex = /^#[0-9a-fA-F]{6}$/;',
];

/** [code, the literal reported] — each form in a string literal and in a styled-components template. */
const invalid: [string, string][] = [
  ["const c = '#fff';", '#fff'],
  ["const c = '#ffff';", '#ffff'],
  ["const c = '#1A2b3C';", '#1A2b3C'],
  ["const c = '#11223344';", '#11223344'],
  ["const c = 'rgb(0, 0, 0)';", 'rgb(0, 0, 0)'],
  ["const c = 'rgba(0,0,0,.5)';", 'rgba(0,0,0,.5)'],
  ["const c = 'hsl(10 20% 30%)';", 'hsl(10 20% 30%)'],
  ["const c = 'hsla(10, 20%, 30%, 0.5)';", 'hsla(10, 20%, 30%, 0.5)'],
  ["const c = 'oklch(0.5 0.1 20)';", 'oklch(0.5 0.1 20)'],
  ["const c = 'color(display-p3 1 0 0)';", 'color(display-p3 1 0 0)'],
  ["const shadow = '0 1px 2px #0003';", '#0003'],
  ['const c = `#abc`;', '#abc'],
  [styled('color: #fff;'), '#fff'],
  [styled('background: #1A2b3C;'), '#1A2b3C'],
  [styled('border-color: #11223344;'), '#11223344'],
  [styled('box-shadow: 0 4px 16px rgb(0 0 0 / 25%);'), 'rgb(0 0 0 / 25%)'],
  [styled('background: rgba(0,0,0,.5);'), 'rgba(0,0,0,.5)'],
  [styled('color: hsl(10 20% 30%);'), 'hsl(10 20% 30%)'],
  [styled('color: hsla(10, 20%, 30%, 0.5);'), 'hsla(10, 20%, 30%, 0.5)'],
  [styled('color: oklch(0.5 0.1 20);'), 'oklch(0.5 0.1 20)'],
  [styled('color: white;'), 'white'],
  [styled('border: 1px solid Red;'), 'Red'],
  [styled('border: ${tokens.width} solid black;'), 'black'],
  [styled('&:hover { background: #000; }'), '#000'],
  ['const c = css`color: ${tokens.color.text}; outline: 2px solid #f00;`;', '#f00'],
  ["const style = { color: 'black' };", 'black'],
  ["const style = { backgroundColor: 'White' };", 'White'],
  ["el.style.borderColor = 'red';", 'red'],
  ['const icon = <path fill="white" d="M0 0" />;', 'white'],
  ["const icon = <svg stroke={'black'} />;", 'black'],
  ['const icon = <rect fill="#fff" />;', '#fff'],
];

ruleTester.run('no-colour-literals', noColourLiterals, {
  valid: valid.map((code) => ({ code, filename })),
  invalid: [
    ...invalid.map(([code, text]) => ({ code, filename, errors: [{ messageId: 'colourLiteral', data: { text } }] })),
    {
      code: "const style = { color: dark ? 'white' : 'black' };",
      filename,
      errors: [
        { messageId: 'colourLiteral', data: { text: 'white' }, line: 1, column: 32 },
        { messageId: 'colourLiteral', data: { text: 'black' }, line: 1, column: 42 },
      ],
    },
    {
      // The report points at the literal itself, lines into the template.
      code: 'const Box = styled.div`\n  display: flex;\n  color: #1d2330;\n  background: ${tokens.color.bg};\n  border: 1px solid white;\n`;',
      filename,
      errors: [
        { messageId: 'colourLiteral', data: { text: '#1d2330' }, line: 3, column: 10, endLine: 3, endColumn: 17 },
        { messageId: 'colourLiteral', data: { text: 'white' }, line: 5, column: 21, endLine: 5, endColumn: 26 },
      ],
    },
  ],
});
