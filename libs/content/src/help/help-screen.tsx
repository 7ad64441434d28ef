import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { helpIndex, helpTopicHeadingsFrom, type HelpTopic } from '@wl/api-client/contract/help-calls';
import { useBrand } from '@wl/brand';
import { useApiClient, useSessionInfo } from '@wl/session';
import { QueryState } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import { useQueryStateProps } from '../content-html/query-state-props';
import { SafeHtml } from '../content-html/safe-html';
import { helpLanguage, helpTopicsQueryOptions } from './help-queries';
import { HELP_REFETCH_DELAY_MS } from './help-rules';

/**
 * One panel as tall as the page's main area (at least a screen) less the room the shell keeps under it for the
 * floating service button (--wl-floating-room): a short topic no longer leaves an empty grey page under it.
 */
const Layout = styled.section`
  display: grid;
  grid-template-columns: minmax(96px, 34%) 1fr;
  min-height: calc(100vh - var(--wl-floating-room, 0px));
  background: ${tokens.color.surface};
  color: ${tokens.color.text};
`;

const Menu = styled.nav`
  border-right: 1px solid ${tokens.color.border};

  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & button {
    width: 100%;
    min-height: 48px;
    padding: 8px 10px;
    border: 0;
    border-left: 3px solid transparent;
    background: none;
    color: ${tokens.color.text};
    font: inherit;
    font-size: 0.875rem;
    text-align: start;
    cursor: pointer;
  }
  & button[aria-current='true'] {
    border-left-color: ${tokens.color.primary};
    color: ${tokens.color.primary};
    font-weight: 600;
  }
`;

const Pane = styled.article`
  padding: 12px 14px 24px;
  min-width: 0;
`;

/** The language, settled for 200 ms (spec: the list is refetched 200 ms after a language change). */
function useSettledLanguage(language: string): string {
  const [settled, setSettled] = useState(language);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(language), HELP_REFETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [language]);
  return settled;
}

/** The topic titles on the left, the chosen topic's HTML on the right (index from the query, default 0). */
function HelpTopics({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const index = helpIndex(params.get('i'), topics.length);
  const topic = topics[index];

  return (
    <Layout aria-label={t('titles.help')}>
      <Menu aria-label={t('content.help.topics')}>
        <ul>
          {topics.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                aria-current={i === index}
                onClick={() => setParams({ i: String(i) }, { replace: true })}
              >
                {item.title}
              </button>
            </li>
          ))}
        </ul>
      </Menu>
      <Pane aria-label={topic?.title}>
        {topic ? <SafeHtml html={topic.content} headingsFrom={helpTopicHeadingsFrom} /> : null}
      </Pane>
    </Layout>
  );
}

/** /m/help?i=: the help topics of the settled language. */
export default function HelpScreen() {
  const { t, i18n } = useTranslation();
  const client = useApiClient();
  const brand = useBrand();
  const merchant = useSessionInfo()?.merchantCode ?? brand.merchantCode;
  const lang = useSettledLanguage(helpLanguage(i18n.language));
  const query = useQuery(helpTopicsQueryOptions(client, merchant, lang));
  const states = useQueryStateProps(query);
  const topics = query.data ?? [];

  return (
    <QueryState {...states} empty={topics.length === 0} emptyText={t('content.help.none')}>
      {() => <HelpTopics topics={topics} />}
    </QueryState>
  );
}
