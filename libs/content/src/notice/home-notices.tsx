import { Marquee } from './marquee';
import { PopupGate } from './popup-gate';

export interface HomeNoticesProps {
  /** Keeps the popup carousel closed while another home dialog comes first (the agent's contract check). */
  holdPopups?: boolean;
}

/** The home screen's announcement pieces: the marquee and the popup carousel. */
export default function HomeNotices({ holdPopups = false }: HomeNoticesProps) {
  return (
    <>
      <Marquee />
      <PopupGate held={holdPopups} />
    </>
  );
}
