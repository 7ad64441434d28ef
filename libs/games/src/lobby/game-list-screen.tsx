import { useTranslation } from '@wl/i18n';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FAVOURITES_LIST_PAGE_SIZE } from '@wl/api-client/contract/favourite-calls';
import { categoryPageVendors } from '@wl/api-client/contract/first-catalogue-calls';
import { useIsLoggedIn } from '@wl/session';
import { CategoryMenu } from './category-menu';
import { GamesState, HotPanel } from '../catalogue/panels';
import { PagedFavouritesPanel } from '../catalogue/paged-panels';
import { VendorList } from '../catalogue/vendor-list';
import { useHotGames, useImageCdn, useVendorTypes } from '../catalogue/use-catalogue';
import { useLaunch } from '../launch/use-launch';
import { categoryPageContent, categoryPageTabs, preselectedTab } from './category-tabs';
import { CategoryGames } from '../category/category-games';

import { sitePaths } from '@wl/brand';
/**
 * /m/gameList (spec §2): tabs HOT (only if hot games exist), the server-sorted categories without
 * COCKFIGHT, FAV (only logged in); query gameType and vassalage preselect; LOTT goes to /m/lottery.
 */
export default function GameListScreen() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const types = useVendorTypes();
  const hot = useHotGames();
  const cdn = useImageCdn();
  const launch = useLaunch();
  const [search, setSearch] = useSearchParams();

  if (types.isPending || types.isError) return <GamesState query={types} />;

  const sorting = types.data.sorting.map((entry) => entry.gameType);
  const tabs = categoryPageTabs(sorting, loggedIn, (hot.data?.length ?? 0) > 0);
  const tab = preselectedTab(tabs, search.get('gameType')) ?? 'HOT';
  const content = categoryPageContent(tab);
  if (content === 'lotteryRedirect') return <Navigate to={sitePaths.lottery} replace />;

  const label = t(`games.categories.${tab}`, { defaultValue: tab });
  let body;
  switch (content) {
    case 'hot':
      body = <HotPanel />;
      break;
    case 'favourites':
      body = <PagedFavouritesPanel pageSize={FAVOURITES_LIST_PAGE_SIZE} />;
      break;
    case 'vendors':
      body = (
        <VendorList
          vendors={categoryPageVendors(types.data.mapping, tab)}
          category={tab}
          cdn={cdn}
          label={label}
          onLaunchLobby={launch}
        />
      );
      break;
    default:
      body = <CategoryGames key={tab} category={tab} vendors={types.data.mapping[tab] ?? []} keepGameType />;
  }

  return (
    <>
      <CategoryMenu
        tabs={tabs}
        value={tab}
        onChange={(next) => setSearch(new URLSearchParams({ gameType: next }))}
        label={t('games.lobby.categories')}
      />
      <section aria-label={label}>{body}</section>
    </>
  );
}
