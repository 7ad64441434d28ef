import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import styled, { css } from 'styled-components';
import { Tabs } from '@wl/ui-kit';
import { tokens } from '@wl/ui-kit/theme';
import type { SearchTab } from './game-list-state';
import { FilterIcon, SearchIcon } from '../catalogue/icons';

const Bar = styled.form`
  display: flex;
  gap: 8px;
  padding: 10px 12px 4px;
`;

/** The bar's field and button: one height and frame, so they line up. */
const barControl = css`
  align-items: center;
  min-height: 40px;
  border: 1px solid ${tokens.color.border};
  border-radius: ${tokens.radius};
  background: ${tokens.color.surface};
`;

const Field = styled.label`
  ${barControl}
  display: flex;
  flex: 1;
  gap: 6px;
  padding: 0 10px;
  color: ${tokens.color.textMuted};

  & input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${tokens.color.text};
    font: inherit;
    outline: none;
  }
  &:focus-within {
    border-color: ${tokens.color.primary};
  }
`;

const FilterButton = styled.button`
  ${barControl}
  display: inline-flex;
  gap: 4px;
  padding: 0 12px;
  color: ${tokens.color.text};
  font: inherit;
  font-size: 0.875rem;
  cursor: pointer;

  &[aria-expanded='true'] {
    border-color: ${tokens.color.primary};
    color: ${tokens.color.primary};
  }
`;

/** A tab of the search menu: one of the fixed tabs, or `class:<JP|SC|…>` for a vendor class. */
export type SearchMenuTab = SearchTab | `class:${string}`;

export interface SearchMenuProps {
  gameName: string;
  onSearch: (gameName: string) => void;
  tabs: readonly SearchTab[];
  classes: readonly string[];
  value: SearchMenuTab;
  onTab: (tab: SearchMenuTab) => void;
  filterOpen: boolean;
  filterPanelId: string;
  onToggleFilter: () => void;
}

/**
 * Game search menu (spec §2): the name search fires on Enter; the provider filter button opens the
 * filter panel; tabs all, new (RNG only), favourites, hot, plus vendor classes when there are several.
 */
export function SearchMenu({
  gameName,
  onSearch,
  tabs,
  classes,
  value,
  onTab,
  filterOpen,
  filterPanelId,
  onToggleFilter,
}: SearchMenuProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(gameName);
  useEffect(() => setText(gameName), [gameName]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const items = [
    ...tabs.map((tab) => ({ id: tab as SearchMenuTab, label: t(`games.search.tabs.${tab}`) })),
    ...classes.map((cls) => ({ id: `class:${cls}` as SearchMenuTab, label: t(`games.filter.classes.${cls}`) })),
  ];
  return (
    <div>
      <Bar role="search" onSubmit={submit}>
        <Field htmlFor={inputId}>
          <SearchIcon />
          <input
            id={inputId}
            type="search"
            enterKeyHint="search"
            maxLength={50}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-label={t('games.search.label')}
            placeholder={t('games.search.placeholder')}
          />
        </Field>
        <FilterButton type="button" aria-expanded={filterOpen} aria-controls={filterPanelId} onClick={onToggleFilter}>
          <FilterIcon />
          {t('games.search.filter')}
        </FilterButton>
      </Bar>
      <Tabs
        items={items}
        value={value}
        onChange={(id) => onTab(id as SearchMenuTab)}
        aria-label={t('games.search.tabsLabel')}
      />
    </div>
  );
}
