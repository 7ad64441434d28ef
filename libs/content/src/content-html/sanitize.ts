import DOMPurify from 'dompurify';
import { headingLevelsUnder, type ContentHeadingLevel } from './heading-levels';

/**
 * The one place server-supplied HTML is cleaned (announcements, popups, promotions, help, inbox).
 * This module is loaded on demand (never in the entry chunk). Allowed: text formatting, lists,
 * headings, tables, images and links; links and sources only http(s), mailto, tel, site paths and
 * in-page anchors. No script, style, form, frame, event handler or data attribute survives.
 */
export const allowedTags = [
  'a',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'p',
  'br',
  'hr',
  'span',
  'div',
  'small',
  'sub',
  'sup',
  'blockquote',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
export const allowedAttributes = ['href', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan'];
/** http(s), mailto, tel, a site path (not protocol-relative) or an anchor. */
export const allowedUri = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

const purifyConfig = {
  ALLOWED_TAGS: allowedTags,
  ALLOWED_ATTR: [...allowedAttributes, 'target', 'rel', 'loading'],
  ALLOWED_URI_REGEXP: allowedUri,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_TRUSTED_TYPE: false,
};

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    if (node.tagName === 'IMG') node.setAttribute('loading', 'lazy');
  });
}

/** The clean content's headings moved under the page's own (`headingLevelsUnder`), each keeping its content. */
function relevelHeadings(clean: DocumentFragment, top: ContentHeadingLevel): void {
  const headings = [...clean.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = headingLevelsUnder(
    headings.map((heading) => Number(heading.tagName.slice(1))),
    top,
  );
  for (const heading of headings) {
    const level = levels.get(Number(heading.tagName.slice(1)));
    if (level === undefined || `H${level}` === heading.tagName) continue;
    // Made in the fragment's own document: DOMPurify's inert one, where nothing loads or runs.
    const moved = heading.ownerDocument.createElement(`h${level}`);
    for (const attribute of heading.attributes) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
}

/**
 * Server HTML made safe to show, its headings in their places under the page's own (the content's top heading at
 * `headingsFrom`), rewritten in DOMPurify's own tree before it is written out once.
 */
export function sanitizeHtml(html: string, headingsFrom: ContentHeadingLevel): string {
  addLinkHook();
  const clean = DOMPurify.sanitize(html, { ...purifyConfig, RETURN_DOM_FRAGMENT: true });
  relevelHeadings(clean, headingsFrom);
  const holder = clean.ownerDocument.createElement('div');
  holder.append(clean);
  return holder.innerHTML;
}
