/**
 * Finds colour literals in style text. Components must take colours from the theme variables
 * (`tokens.color.*` / `var(--wl-…)`); `transparent`, `currentColor` and `inherit` stay allowed.
 * Moved from libs/ui-kit/src/hygiene/colour-literals.ts; used by the `no-colour-literals` lint rule.
 */

/** CSS named colours (CSS Color 4), lower case. */
export const namedColours = [
  'aliceblue',
  'antiquewhite',
  'aqua',
  'aquamarine',
  'azure',
  'beige',
  'bisque',
  'black',
  'blanchedalmond',
  'blue',
  'blueviolet',
  'brown',
  'burlywood',
  'cadetblue',
  'chartreuse',
  'chocolate',
  'coral',
  'cornflowerblue',
  'cornsilk',
  'crimson',
  'cyan',
  'darkblue',
  'darkcyan',
  'darkgoldenrod',
  'darkgray',
  'darkgreen',
  'darkgrey',
  'darkkhaki',
  'darkmagenta',
  'darkolivegreen',
  'darkorange',
  'darkorchid',
  'darkred',
  'darksalmon',
  'darkseagreen',
  'darkslateblue',
  'darkslategray',
  'darkslategrey',
  'darkturquoise',
  'darkviolet',
  'deeppink',
  'deepskyblue',
  'dimgray',
  'dimgrey',
  'dodgerblue',
  'firebrick',
  'floralwhite',
  'forestgreen',
  'fuchsia',
  'gainsboro',
  'ghostwhite',
  'gold',
  'goldenrod',
  'gray',
  'green',
  'greenyellow',
  'grey',
  'honeydew',
  'hotpink',
  'indianred',
  'indigo',
  'ivory',
  'khaki',
  'lavender',
  'lavenderblush',
  'lawngreen',
  'lemonchiffon',
  'lightblue',
  'lightcoral',
  'lightcyan',
  'lightgoldenrodyellow',
  'lightgray',
  'lightgreen',
  'lightgrey',
  'lightpink',
  'lightsalmon',
  'lightseagreen',
  'lightskyblue',
  'lightslategray',
  'lightslategrey',
  'lightsteelblue',
  'lightyellow',
  'lime',
  'limegreen',
  'linen',
  'magenta',
  'maroon',
  'mediumaquamarine',
  'mediumblue',
  'mediumorchid',
  'mediumpurple',
  'mediumseagreen',
  'mediumslateblue',
  'mediumspringgreen',
  'mediumturquoise',
  'mediumvioletred',
  'midnightblue',
  'mintcream',
  'mistyrose',
  'moccasin',
  'navajowhite',
  'navy',
  'oldlace',
  'olive',
  'olivedrab',
  'orange',
  'orangered',
  'orchid',
  'palegoldenrod',
  'palegreen',
  'paleturquoise',
  'palevioletred',
  'papayawhip',
  'peachpuff',
  'peru',
  'pink',
  'plum',
  'powderblue',
  'purple',
  'rebeccapurple',
  'red',
  'rosybrown',
  'royalblue',
  'saddlebrown',
  'salmon',
  'sandybrown',
  'seagreen',
  'seashell',
  'sienna',
  'silver',
  'skyblue',
  'slateblue',
  'slategray',
  'slategrey',
  'snow',
  'springgreen',
  'steelblue',
  'tan',
  'teal',
  'thistle',
  'tomato',
  'turquoise',
  'violet',
  'wheat',
  'white',
  'whitesmoke',
  'yellow',
  'yellowgreen',
];

/**
 * Hex colours of 3, 4, 6 or 8 digits; not an HTML entity (`&#123;`) nor part of a word.
 * `#top`, `#main`, `#root` hold a non-hex letter and never match.
 */
const hexColour = /(?<![&\w#])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;

/**
 * Colour functions with literal channels: `rgb(0 0 0)`, `rgba(.1,…)`, `hsl(-10 …)`, `color(display-p3 1 0 0)`.
 * `rgb(var(--wl-…))`, `rgb(from var(--wl-…) r g b / 50%)` and `rgba(${…})` take their channels from elsewhere.
 */
const colourFunction =
  /(?<![\w$.-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\((?=\s*(?:[a-z][\w-]*\s+)?[-+.\d])(?:[^()\n'"`]*\))?/gi;

/** A named colour as a whole word (not `white-label`, `isRed`, `props.red`, `--wl-color-on-primary`). */
const namedColour = new RegExp(`(?<![\\w$.#-])(?:${namedColours.join('|')})(?![\\w$-])`, 'gi');

/** A named colour in a CSS declaration value: after `property:` and before the declaration ends. */
const declarationValue = /(?:^|[;{\s])-?-?[a-z][a-z0-9-]*\s*:[^;:{}]*$/;

/** Blanks out comments (keeping length and line breaks) so prose such as "white-label" or "the red button" is not flagged. */
export function withoutComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])(\/\/.*)$/gm, (_match, lead, comment) => lead + ' '.repeat(comment.length));
}

/** Whether a text is exactly a CSS named colour (`'white'`, `'Red'`). */
export function isNamedColour(text) {
  return namedColours.includes(text.trim().toLowerCase());
}

/**
 * Every colour literal in a piece of style text (a string literal, a template or a file), with its offset.
 * Hex colours and colour functions count anywhere; a named colour counts where it stands in a CSS
 * declaration value (`color: white;`, `border: 1px solid Red`), not in prose or names (`'gold'` tier, `'white'` icon).
 *
 * @param {string} source
 * @returns {{ index: number, text: string }[]}
 */
export function findColourLiterals(source) {
  const code = withoutComments(source);
  const found = [];
  for (const pattern of [hexColour, colourFunction]) {
    for (const match of code.matchAll(pattern)) found.push({ index: match.index, text: match[0] });
  }
  for (const match of code.matchAll(namedColour)) {
    if (declarationValue.test(code.slice(0, match.index))) found.push({ index: match.index, text: match[0] });
  }
  return found.sort((a, b) => a.index - b.index);
}
