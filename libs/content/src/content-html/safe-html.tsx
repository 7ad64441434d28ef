import { useEffect, useMemo, useState, type MouseEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import type { ContentHeadingLevel } from './heading-levels';
import { contentLink } from './link-rules';
import { loadedSanitizer, loadSanitizer } from './sanitizer-loader';

/** The sanitised HTML of a piece of server HTML, or where its sanitiser is. */
export interface SanitizedHtml {
  /** The clean HTML; undefined while the sanitiser loads or when its file failed (nothing unsanitised, ever). */
  clean: string | undefined;
  /** The sanitiser's file failed to load: nothing can be shown until `retry` loads it. */
  failed: boolean;
  retry: () => void;
}

/**
 * The sanitised HTML, its headings under the page's own from `headingsFrom` (`SanitizedHtml`): in the render itself
 * once the sanitiser's file is in (`loadedSanitizer`), else after it loads.
 */
export function useSanitizedHtml(html: string, headingsFrom: ContentHeadingLevel): SanitizedHtml {
  const ready = loadedSanitizer();
  const now = useMemo(() => ready?.(html, headingsFrom), [ready, html, headingsFrom]);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<{
    source: string;
    from: ContentHeadingLevel;
    attempt: number;
    html?: string;
  }>();
  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = (clean?: string) => {
      if (live)
        setResult({ source: html, from: headingsFrom, attempt, ...(clean === undefined ? {} : { html: clean }) });
    };
    // A failed file is imported again on the next attempt (loadSanitizer forgets it; decision 0091).
    loadSanitizer().then(
      (sanitize) => settle(sanitize(html, headingsFrom)),
      () => settle(),
    );
    return () => {
      live = false;
    };
  }, [ready, html, headingsFrom, attempt]);
  if (now !== undefined) return { clean: now, failed: false, retry: () => undefined };
  const current =
    result?.source === html && result.from === headingsFrom && result.attempt === attempt ? result : undefined;
  return {
    clean: current?.html,
    failed: current !== undefined && current.html === undefined,
    retry: () => setAttempt((n) => n + 1),
  };
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
 * own (`headingsFrom`). Taps on links are intercepted: site paths route inside the app, http(s) links open in a new
 * tab, others are blocked. When the sanitiser's file fails to load, a button loads it again.
 */
export function SafeHtml({ html, headingsFrom, className, onNavigate }: SafeHtmlProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { clean, failed, retry } = useSanitizedHtml(html, headingsFrom);
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
  if (failed)
    return (
      <Body className={className}>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('common.loadFailed')}
        </Button>
      </Body>
    );
  if (clean === undefined) return <Body className={className} aria-busy="true" />;
  return <Body className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
