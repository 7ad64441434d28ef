import { createStore } from 'zustand/vanilla';
import { toastDuration, type ToastKind } from './toast-durations';

export interface ToastOptions {
  text: string;
  kind?: ToastKind;
  /** Overrides the kind's default duration; `Infinity` keeps it until hidden. */
  durationMs?: number;
  /** Blocks taps on the page while shown (defaults to true for loading toasts). */
  blocking?: boolean;
}

export interface ToastItem {
  id: number;
  text: string;
  kind: ToastKind;
  durationMs: number;
  blocking: boolean;
}

interface ToastState {
  current: ToastItem | null;
}

/** One toast at a time: a new one replaces the one showing (a success replaces its loading toast). */
export const toastStore = /* @__PURE__ */ createStore<ToastState>(() => ({ current: null }));

let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;

function clearTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function show({ text, kind = 'notice', durationMs, blocking }: ToastOptions): number {
  clearTimer();
  const item: ToastItem = {
    id: nextId++,
    text,
    kind,
    durationMs: toastDuration(kind, durationMs),
    blocking: blocking ?? kind === 'loading',
  };
  toastStore.setState({ current: item });
  if (Number.isFinite(item.durationMs)) {
    timer = setTimeout(() => hide(item.id), item.durationMs);
  }
  return item.id;
}

/** Hides the toast; with an id, only if that toast is still the one showing. */
function hide(id?: number): void {
  const { current } = toastStore.getState();
  if (!current || (id !== undefined && current.id !== id)) return;
  clearTimer();
  toastStore.setState({ current: null });
}

type Shortcut = (text: string, durationMs?: number) => number;
const shortcut =
  (kind: ToastKind): Shortcut =>
  (text, durationMs) =>
    show({ text, kind, durationMs });

/** Imperative toast API, usable outside React (e.g. from mutation callbacks). */
export const toast = {
  show,
  hide,
  loading: shortcut('loading'),
  success: shortcut('success'),
  notice: shortcut('notice'),
  error: shortcut('error'),
};
