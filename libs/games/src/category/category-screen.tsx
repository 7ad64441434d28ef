import { useTranslation } from '@wl/i18n';
import { categoryPageShows, categoryPageVendors } from '@wl/api-client/contract/first-catalogue-calls';
import { GamesState, HotPanel, VendorBlocksPanel } from '../catalogue/panels';
import { VendorList } from '../catalogue/vendor-list';
import { useImageCdn, useVendorTypes } from '../catalogue/use-catalogue';
import { useLaunch } from '../launch/use-launch';
import { CategoryGames } from './category-games';

export interface CategoryScreenProps {
  /** HOT, LIVE, RNG, SPORTS, ESPORTS, FISH, PVP, LOTT or ELOTT. */
  category: string;
}

/**
 * A category's own page (/m/live, /m/rng, /m/sports, …; spec §2 route table): hot games for /m/hot,
 * vendor lists for sports and e-sports, vendor game blocks for the lottery, otherwise the category's
 * games with the vendor menu, search and filters.
 */
export default function CategoryScreen({ category }: CategoryScreenProps) {
  const { t } = useTranslation();
  const types = useVendorTypes();
  const cdn = useImageCdn();
  const launch = useLaunch();
  const label = t(`games.categories.${category}`, { defaultValue: category });
  // The contract's rule, which also tells the page's start script what to ask first (decision 0090).
  const shows = categoryPageShows(category);
  if (shows === 'hot') return <HotPanel />;
  if (types.isPending || types.isError) return <GamesState query={types} />;
  const vendors = categoryPageVendors(types.data.mapping, category);
  if (shows === 'vendors') {
    return <VendorList vendors={vendors} category={category} cdn={cdn} label={label} onLaunchLobby={launch} />;
  }
  if (shows === 'blocks') return <VendorBlocksPanel category={category} vendors={vendors} />;
  return <CategoryGames category={category} vendors={vendors} keepGameType={false} />;
}
