import { WinnerBoard } from '../winners/winner-board';
import { Lobby } from './lobby';

/** The home screen's games: the lobby and the latest-winner board (loaded lazily by the shell's home). */
export default function HomeLobby() {
  return (
    <>
      <Lobby memoryKey="home" />
      <WinnerBoard />
    </>
  );
}
