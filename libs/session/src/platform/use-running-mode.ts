import { useState } from 'react';
import type { RunningMode } from '../rules/running-mode';
import { detectRunningMode } from './detect-running-mode';

/** How the site runs; it does not change during a visit, so it is read once per mounted component. */
export function useRunningMode(): RunningMode {
  const [mode] = useState(detectRunningMode);
  return mode;
}
