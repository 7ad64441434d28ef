import { useState } from 'react';
import { runningMode, type RunningMode } from '../rules/running-mode';

/** The running mode of this page, read from the browser (outside React too). */
export function detectRunningMode(): RunningMode {
  if (typeof window === 'undefined') return 'browser';
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return runningMode({
    userAgent: nav.userAgent,
    standalone: nav.standalone,
    displayModeStandalone:
      typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches,
  });
}

/** The running mode inside React: it does not change during a visit, so it is read once per mounted component. */
export function useRunningMode(): RunningMode {
  const [mode] = useState(detectRunningMode);
  return mode;
}
