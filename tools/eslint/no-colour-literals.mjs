import { findColourLiterals, isNamedColour } from './colour-literals.mjs';

/**
 * `wl/no-colour-literals`: colours come from the theme (`var(--wl-color-…)` / `tokens.color.*`), never from a
 * literal in code. Looks into string literals and template literals (styled-components CSS) for hex colours,
 * `rgb()`/`hsl()`-style functions with literal channels and named colours in CSS declarations; a string that is
 * only a named colour counts where it is a style value (`fill="white"`, `{ color: 'black' }`, `el.style.color = 'red'`).
 */

/** Names of props, keys and style properties that hold a colour. */
const colourKey = /colou?r|fill|stroke|background|border|outline|shadow|caret|accent|decoration|^(?:bg|fg)$/i;

/** The name a style value is given to: a JSX attribute, an object key or an assigned member, through `a ? b : c`, `a ?? b`, `x as T`. */
function ownerName(node) {
  let child = node;
  let parent = node.parent;
  while (
    parent &&
    (parent.type === 'ConditionalExpression' ||
      parent.type === 'LogicalExpression' ||
      parent.type === 'TSAsExpression' ||
      parent.type === 'TSSatisfiesExpression' ||
      parent.type === 'JSXExpressionContainer')
  ) {
    if (parent.type === 'ConditionalExpression' && parent.test === child) return null;
    child = parent;
    parent = parent.parent;
  }
  if (!parent) return null;
  const nameOf = (key) => (key?.type === 'Identifier' || key?.type === 'JSXIdentifier' ? key.name : key?.value);
  if (parent.type === 'JSXAttribute') return nameOf(parent.name);
  if (parent.type === 'Property' && parent.value === child) return nameOf(parent.key);
  if (parent.type === 'AssignmentExpression' && parent.right === child && parent.left.type === 'MemberExpression') {
    return nameOf(parent.left.property);
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noColourLiterals = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow colour literals; take colours from the theme CSS variables / tokens.' },
    schema: [],
    messages: {
      colourLiteral:
        "Colour literal '{{text}}': use a theme CSS variable (`var(--wl-color-…)`) or a `tokens.color.*` token instead.",
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    /** Reports each finding of `text`, which starts at `start` in the file. */
    const report = (findings, start) => {
      for (const { index, text } of findings) {
        context.report({
          loc: {
            start: sourceCode.getLocFromIndex(start + index),
            end: sourceCode.getLocFromIndex(start + index + text.length),
          },
          messageId: 'colourLiteral',
          data: { text },
        });
      }
    };

    return {
      Literal(node) {
        if (typeof node.value !== 'string') return;
        // The raw text between the quotes keeps offsets true to the file.
        const text = node.raw.slice(1, -1);
        const findings = findColourLiterals(text);
        if (findings.length === 0 && isNamedColour(text)) {
          const name = ownerName(node);
          if (name && colourKey.test(name)) findings.push({ index: text.indexOf(text.trim()), text: text.trim() });
        }
        report(findings, node.range[0] + 1);
      },
      TemplateLiteral(node) {
        // The whole template with each `${…}` blanked out, so that `border: 1px solid ${w} white` reads as one declaration.
        const start = node.range[0];
        const whole = sourceCode.getText(node);
        const chars = whole.replace(/[^\n]/g, ' ').split('');
        for (const quasi of node.quasis) {
          const raw = quasi.value.raw;
          const offset = quasi.range[0] - start + sourceCode.getText(quasi).indexOf(raw);
          for (let i = 0; i < raw.length; i++) chars[offset + i] = raw[i];
        }
        report(findColourLiterals(chars.join('')), start);
      },
    };
  },
};

export default noColourLiterals;
