import { formatCountdown } from '../rules/draw-clock';
import { useNow } from './use-now';

export interface CountdownProps {
  /** Server time (epoch ms) the countdown runs to. */
  until: number;
  /** Server clock minus the phone's. */
  offset: number;
  /** Names the timer for assistive technology. */
  label: string;
  className?: string;
}

/** mm:ss to a server time, ticking every second. Announced only when focused (role timer). */
export function Countdown({ until, offset, label, className }: CountdownProps) {
  const now = useNow();
  return (
    <span role="timer" aria-label={label} className={className}>
      {formatCountdown(until - (now + offset))}
    </span>
  );
}
