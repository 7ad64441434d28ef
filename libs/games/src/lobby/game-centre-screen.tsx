import { WinnerBoard } from '../winners/winner-board';
import CategoryScreen from '../category/category-screen';
import { Lobby } from './lobby';

export interface GameCentreScreenProps {
  /** /m/slotsCenter shows the slots; /m/game and /m/gameCenter the whole lobby. */
  variant: 'lobby' | 'slots';
}

/** The game centre screens (spec §2 route table; what they hold is docs/decisions/0012). */
export default function GameCentreScreen({ variant }: GameCentreScreenProps) {
  if (variant === 'slots') return <CategoryScreen category="RNG" />;
  return (
    <>
      <Lobby memoryKey="centre" />
      <WinnerBoard />
    </>
  );
}
