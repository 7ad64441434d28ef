import { Marquee } from './marquee';
import { PopupGate } from './popup-gate';

/** The home screen's announcement pieces: the marquee and the popup carousel. */
export default function HomeNotices() {
  return (
    <>
      <Marquee />
      <PopupGate />
    </>
  );
}
