import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import type { CategoryVendor } from '@wl/api-client/contract/game-catalogue';
import { useIsLoggedIn } from '@wl/session';
import { FAVOURITES_HOME_PAGE_SIZE } from '@wl/api-client/contract/favourite-calls';
import { safeSessionTab } from './lobby-tab-memory';
import { CategoryMenu } from './category-menu';
import { FavouritesPanel, GamesState, HotPanel, VendorBlocksPanel } from '../catalogue/panels';
import { VendorList } from '../catalogue/vendor-list';
import { useImageCdn, useVendorTypes } from '../catalogue/use-catalogue';
import { useLaunch } from '../launch/use-launch';
import { homeTabContent, homeTabs } from './category-tabs';

/**
 * The game lobby of the home screen and the game centre (spec §2): HOT, the vendor categories in server
 * order, FAV when logged in; vendor lists for PVP, FISH, LIVE, RNG and ESPORTS, vendor game blocks for
 * the others; PROMO goes to the promotions.
 */
export function Lobby({ memoryKey }: { memoryKey: string }) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const types = useVendorTypes();
  const cdn = useImageCdn();
  const launch = useLaunch();
  const [chosen, setChosen] = useState(() => safeSessionTab.read(memoryKey) ?? 'HOT');
  const tabs = homeTabs(types.data?.sorting.map((entry) => entry.gameType) ?? [], loggedIn);
  const tab = tabs.includes(chosen) ? chosen : 'HOT';
  const choose = (next: string) => {
    setChosen(next);
    safeSessionTab.write(memoryKey, next);
  };
  const vendors: readonly CategoryVendor[] = types.data?.mapping[tab] ?? [];
  const label = t(`games.categories.${tab}`, { defaultValue: tab });

  let content;
  if ((types.isPending || types.isError) && tab !== 'HOT') content = <GamesState query={types} />;
  else {
    switch (homeTabContent(tab)) {
      case 'hot':
        content = <HotPanel />;
        break;
      case 'favourites':
        content = <FavouritesPanel pageSize={FAVOURITES_HOME_PAGE_SIZE} />;
        break;
      case 'vendors':
        content = <VendorList vendors={vendors} category={tab} cdn={cdn} label={label} onLaunchLobby={launch} />;
        break;
      default:
        content = <VendorBlocksPanel category={tab} vendors={vendors} />;
    }
  }

  return (
    <section aria-label={t('games.lobby.label')}>
      <CategoryMenu tabs={tabs} value={tab} onChange={choose} label={t('games.lobby.categories')} />
      <section aria-label={label}>{content}</section>
    </section>
  );
}
