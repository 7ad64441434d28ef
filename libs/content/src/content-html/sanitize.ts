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

/** The clean HTML's headings moved under the page's own (`headingLevelsUnder`), each keeping its content. */
function relevelHeadings(clean: string, top: ContentHeadingLevel): string {
  // A template's content is inert: nothing in it loads or runs while it is rewritten.
  const template = document.createElement('template');
  template.innerHTML = clean;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  if (headings.length === 0) return clean;
  const levels = headingLevelsUnder(
    headings.map((heading) => Number(heading.tagName.slice(1))),
    top,
  );
  for (const heading of headings) {
    const level = levels.get(Number(heading.tagName.slice(1)));
    if (level === undefined || `H${level}` === heading.tagName) continue;
    const moved = document.createElement(`h${level}`);
    for (const attribute of heading.attributes) moved.setAttribute(attribute.name, attribute.value);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  }
  return template.innerHTML;
}

/**
 * Server HTML made safe to show; with `headingsFrom`, its headings also take their places under the page's own
 * (the content's top heading at that level).
 */
export function sanitizeHtml(html: string, headingsFrom?: ContentHeadingLevel): string {
  const clean = sanitizeOnly(html);
  return headingsFrom === undefined ? clean : relevelHeadings(clean, headingsFrom);
}

function sanitizeOnly(html: string): string {
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: [...allowedAttributes, 'target', 'rel', 'loading'],
    ALLOWED_URI_REGEXP: allowedUri,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
}
