// The share of a (virtual) machine's CPU time its host took during a measurement: the `steal` column of
// Linux's /proc/stat, read before and after. A lab run on a machine whose host takes a large share measures the
// host's other guests as much as the page.
import { readFileSync } from 'node:fs';

/**
 * The aggregate `cpu` line of a /proc/stat text as its counters (user, nice, system, idle, iowait, irq,
 * softirq, steal, …), or undefined when there is none.
 * @param {string} text
 * @returns {number[] | undefined}
 */
export function cpuCounters(text) {
  const line = text.split('\n').find((row) => /^cpu\s/.test(row));
  if (!line) return undefined;
  const counters = line.trim().split(/\s+/).slice(1).map(Number);
  return counters.length >= 8 && counters.every(Number.isFinite) ? counters : undefined;
}

/**
 * The share of the CPU time between two readings that the host took (steal, counter 8 of the first 8:
 * user, nice, system, idle, iowait, irq, softirq, steal; guest time is counted in user already).
 * Undefined when a reading is missing or no time passed.
 * @param {number[] | undefined} before
 * @param {number[] | undefined} after
 * @returns {number | undefined}
 */
export function stealShare(before, after) {
  if (!before || !after) return undefined;
  const passed = after.slice(0, 8).map((value, i) => value - (before[i] ?? 0));
  const total = passed.reduce((sum, value) => sum + value, 0);
  return total > 0 ? (passed[7] ?? 0) / total : undefined;
}

/** This machine's counters now, or undefined where there is no /proc/stat. */
export function readCpuCounters() {
  try {
    return cpuCounters(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return undefined;
  }
}
