import { useState } from 'react';
import { detectRunningMode, type RunningMode } from '@wl/session';

// The pure rule and the detection live in @wl/session (registration needs them too): one implementation.
export { detectRunningMode, isInstalled, runningMode } from '@wl/session';
export type { RunningMode, RunningModeInput } from '@wl/session';

/** The running mode does not change during a visit; it is read once per mounted component. */
export function useRunningMode(): RunningMode {
  const [mode] = useState(detectRunningMode);
  return mode;
}

/** The wire `Device` header: the spec's OTHERS when running as an installed web app (or home-screen clip). */
export function deviceMarker(mode: RunningMode): 'OTHERS' | 'web' {
  return mode === 'standalone' || mode === 'webclip' ? 'OTHERS' : 'web';
}
