import { useEffect, useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { tokens } from '@wl/ui-kit/theme';
import type { ContentHeadingLevel } from './heading-levels';
import { contentLink } from './link-rules';

type Sanitize = (html: string, headingsFrom?: ContentHeadingLevel) => string;
let sanitizer: Promise<Sanitize> | undefined;

/** DOMPurify arrives with the first piece of server HTML shown, as its own chunk. */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import('./sanitize').then((m) => m.sanitizeHtml);
  sanitizer.catch(() => {
    sanitizer = undefined;
  });
  return sanitizer;
}

/**
 * The sanitised HTML, its headings under the page's own from `headingsFrom`, or undefined while the sanitiser loads
 * (nothing unsanitised is ever returned).
 */
export function useSanitizedHtml(html: string, headingsFrom: ContentHeadingLevel): string | undefined {
  const [clean, setClean] = useState<{ source: string; from: ContentHeadingLevel; html: string }>();
  useEffect(() => {
    let live = true;
    void loadSanitizer().then((sanitize) => {
      if (live) setClean({ source: html, from: headingsFrom, html: sanitize(html, headingsFrom) });
    });
    return () => {
      live = false;
    };
  }, [html, headingsFrom]);
  return clean?.source === html && clean.from === headingsFrom ? clean.html : undefined;
}

const Body = styled.div`
  color: ${tokens.color.text};
  line-height: 1.55;
  overflow-wrap: anywhere;

  & img {
    max-width: 100%;
    height: auto;
  }
  & a {
    color: ${tokens.color.primary};
  }
  & table {
    border-collapse: collapse;
    max-width: 100%;
  }
  & td,
  & th {
    border: 1px solid ${tokens.color.border};
    padding: 4px 6px;
  }
  & h1,
  & h2,
  & h3,
  & h4 {
    margin: 0.6em 0 0.4em;
    font-size: 1rem;
  }
  & p {
    margin: 0 0 0.6em;
  }
`;

export interface SafeHtmlProps {
  html: string;
  /**
   * The level the content's top heading takes: one under the heading it shows beneath (2 under the page's title,
   * 3 under a section's h2). Its other headings follow, none skipped (`headingLevelsUnder`).
   */
  headingsFrom: ContentHeadingLevel;
  className?: string;
  /** Called after a link inside the content led somewhere (e.g. to close a popup). */
  onNavigate?: () => void;
}

/**
 * Server-supplied HTML, sanitised with DOMPurify before it reaches the page, its headings placed under the page's
 * own (`headingsFrom`). Taps on links are
 * intercepted: site paths route inside the app, http(s) links open in a new tab, others are blocked.
 */
export function SafeHtml({ html, headingsFrom, className, onNavigate }: SafeHtmlProps) {
  const navigate = useNavigate();
  const clean = useSanitizedHtml(html, headingsFrom);
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest?.('a');
    if (!anchor) return;
    const link = contentLink(anchor.getAttribute('href'), window.location.origin);
    if (link.kind === 'route') {
      event.preventDefault();
      navigate(link.to);
      onNavigate?.();
    } else if (link.kind === 'external') {
      event.preventDefault();
      window.open(link.url, '_blank', 'noopener,noreferrer');
    } else if (link.kind === 'blocked') {
      event.preventDefault();
    }
  };
  if (clean === undefined) return <Body className={className} aria-busy="true" />;
  return <Body className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
