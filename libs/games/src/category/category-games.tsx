import { useId, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useSearchParams } from 'react-router-dom';
import type { CategoryVendor } from '@wl/api-client/contract/game-catalogue';
import { FAVOURITES_LIST_PAGE_SIZE } from '@wl/api-client/contract/favourite-calls';
import { useIsLoggedIn } from '@wl/session';
import { TOAST_LOGIN_REQUIRED_MS, toast } from '@wl/ui-kit';
import { FilterPanel } from './filter-panel';
import { HotPanel } from '../catalogue/panels';
import { GamesPanel, PagedFavouritesPanel } from '../catalogue/paged-panels';
import { SearchMenu } from './search-menu';
import type { SearchMenuTab } from './search-menu';
import { VendorMenu } from './vendor-menu';
import { useImageCdn } from '../catalogue/use-catalogue';
import { favouritesTabAllowed } from '../favourites/favourite-toggle';
import {
  gameListParams,
  readGameListState,
  searchTabsOf,
  vendorClassTabs,
  writeGameListState,
} from './game-list-state';
import type { GameListState } from './game-list-state';

export interface CategoryGamesProps {
  category: string;
  vendors: readonly CategoryVendor[];
  /** The category page keeps gameType in the query; a category's own page (/m/live) does not. */
  keepGameType: boolean;
}

/**
 * A category's games (spec §2): vendor menu, search menu, filter panel and the list, all state in the
 * query string. A change of vendor, search or tab starts the list again at page 1.
 */
export function CategoryGames({ category, vendors, keepGameType }: CategoryGamesProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const cdn = useImageCdn();
  const [search, setSearch] = useSearchParams();
  const state = readGameListState(search);
  const [filterOpen, setFilterOpen] = useState(() => state.gameClassify !== null || state.minBet !== null);
  const filterId = useId();
  const vendor = vendors.find((v) => v.vassalage === state.vassalage);
  const classes = vendorClassTabs(vendor?.classes ?? []);

  const update = (change: Partial<GameListState>) => {
    const next = { ...state, ...change, gameType: keepGameType ? category : null };
    setSearch(writeGameListState(next));
  };

  const tabValue: SearchMenuTab =
    state.tab !== 'all'
      ? state.tab
      : state.gameClassify && classes.includes(state.gameClassify)
        ? `class:${state.gameClassify}`
        : 'all';

  const onTab = (tab: SearchMenuTab) => {
    if (tab === 'fav' && !favouritesTabAllowed(loggedIn)) {
      toast.show({ text: t('toast.in_logged_login'), kind: 'notice', durationMs: TOAST_LOGIN_REQUIRED_MS });
      return;
    }
    if (tab.startsWith('class:')) update({ tab: 'all', gameClassify: tab.slice('class:'.length) });
    else if (tab === 'all') update({ tab: 'all', gameClassify: null });
    else update({ tab: tab as GameListState['tab'] });
  };

  const label = t(`games.categories.${category}`, { defaultValue: category });
  let list;
  if (state.tab === 'fav' && loggedIn) {
    list = (
      <PagedFavouritesPanel pageSize={FAVOURITES_LIST_PAGE_SIZE} gameType={category} vassalage={state.vassalage} />
    );
  } else if (state.tab === 'hot') {
    list = <HotPanel category={category} vassalage={state.vassalage} />;
  } else {
    list = <GamesPanel params={gameListParams(category, state)} label={label} />;
  }

  return (
    <>
      {vendors.length > 0 ? (
        <VendorMenu
          vendors={vendors}
          value={state.vassalage}
          cdn={cdn}
          onChange={(vassalage) => update({ vassalage })}
        />
      ) : null}
      <SearchMenu
        gameName={state.gameName ?? ''}
        onSearch={(gameName) => update({ gameName: gameName || null })}
        tabs={searchTabsOf(category)}
        classes={classes}
        value={tabValue}
        onTab={onTab}
        filterOpen={filterOpen}
        filterPanelId={filterId}
        onToggleFilter={() => setFilterOpen((open) => !open)}
      />
      {filterOpen ? (
        <FilterPanel
          id={filterId}
          gameClassify={state.gameClassify}
          minBet={state.minBet}
          onChange={(change) => update(change)}
        />
      ) : null}
      {list}
    </>
  );
}
