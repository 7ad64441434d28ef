import { draftUsable, keepsInDraft } from './rules';

/**
 * A form in progress survives the reload into a new version: just before the reload the filled
 * fields are kept in session storage (this tab only; never passwords, codes or card data,
 * see `keepsInDraft`), and after it they are filled in again once the screen has rendered its form.
 */

/** Session-storage key of the draft taken before an update reload. */
export const DRAFT_KEY = 'wl.formDraft';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface DraftField {
  key: string;
  value?: string;
  checked?: boolean;
}

export interface FormDraft {
  path: string;
  savedAt: number;
  fields: DraftField[];
}

function fieldsOf(doc: Document): { key: string; field: Field }[] {
  const out: { key: string; field: Field }[] = [];
  Array.from(doc.forms).forEach((form, formIndex) => {
    Array.from(form.elements).forEach((element, index) => {
      if (!(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      ))
        return;
      out.push({ key: `${formIndex}:${element.name || element.id || `#${index}`}`, field: element });
    });
  });
  return out;
}

function isCheckable(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function filled(field: Field): boolean {
  return isCheckable(field) || field instanceof HTMLSelectElement || field.value !== '';
}

/** Whether the field's value may be kept; `asFilled` judges the field as if it held a value. */
function kept(field: Field, asFilled = false): boolean {
  return keepsInDraft({
    tag: field instanceof HTMLInputElement ? 'input' : field instanceof HTMLTextAreaElement ? 'textarea' : 'select',
    type: field instanceof HTMLInputElement ? field.type.toLowerCase() : '',
    autocomplete: (field.getAttribute('autocomplete') ?? '').toLowerCase(),
    optedOut: field.closest('[data-wl-draft="off"]') !== null,
    filled: asFilled || filled(field),
  });
}

/** Keeps the filled fields of every form on the page; nothing is stored when nothing was typed. */
export function saveFormDraft(doc: Document, storage: Storage, path: string, now: number): void {
  const keep = fieldsOf(doc).filter(({ field }) => kept(field));
  const fields = keep.map(({ key, field }): DraftField =>
    isCheckable(field) ? { key, checked: field.checked } : { key, value: field.value },
  );
  // A form is in progress when something was typed; ticked boxes alone are no reason to keep a draft.
  const typed = keep.some(({ field }) => !isCheckable(field) && !(field instanceof HTMLSelectElement));
  try {
    if (!typed) storage.removeItem(DRAFT_KEY);
    else storage.setItem(DRAFT_KEY, JSON.stringify({ path, savedAt: now, fields } satisfies FormDraft));
  } catch {
    // Storage full or blocked: the reload goes ahead without the draft.
  }
}

function readDraft(storage: Storage): FormDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(DRAFT_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { path, savedAt, fields } = parsed as Partial<FormDraft>;
    if (typeof path !== 'string' || typeof savedAt !== 'number' || !Array.isArray(fields)) return undefined;
    const valid = fields.filter(
      (f): f is DraftField =>
        typeof f === 'object' &&
        f !== null &&
        typeof f.key === 'string' &&
        (typeof f.value === 'string' || typeof f.checked === 'boolean'),
    );
    return { path, savedAt, fields: valid };
  } catch {
    return undefined;
  }
}

/** Sets a value the way typing does, so React's controlled fields take it. */
function fill(field: Field, saved: DraftField): boolean {
  // The new version may have turned the field into one that is never kept (a password, say): skip it.
  if (!kept(field, true)) return true;
  if (isCheckable(field)) {
    if (saved.checked === undefined) return false;
    if (field.checked !== saved.checked) field.click();
    return true;
  }
  if (saved.value === undefined) return false;
  if (field.value !== '') return true; // typed again since the reload (or filled by the screen): that wins
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, saved.value);
  else field.value = saved.value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  return true;
}

/**
 * Fills the kept fields back in as the form appears (the screen may still be loading), then forgets
 * the draft; gives up (and forgets it) after `timeoutMs`. Returns a function that stops waiting
 * without forgetting, so a re-mounted caller can pick the draft up again.
 */
export function restoreFormDraft(
  doc: Document,
  storage: Storage,
  path: string,
  now: number,
  timeoutMs = 10_000,
): () => void {
  const draft = readDraft(storage);
  if (!draft) return () => undefined;
  if (!draftUsable(draft, path, now)) {
    storage.removeItem(DRAFT_KEY);
    return () => undefined;
  }
  const pending = new Map(draft.fields.map((f) => [f.key, f]));
  const observer = new MutationObserver(() => tryFill());
  const timer = setTimeout(() => finish(), timeoutMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  function finish() {
    stop();
    storage.removeItem(DRAFT_KEY);
  }
  function tryFill() {
    for (const { key, field } of fieldsOf(doc)) {
      const saved = pending.get(key);
      if (saved && fill(field, saved)) pending.delete(key);
    }
    if (pending.size === 0) finish();
  }
  observer.observe(doc.body, { childList: true, subtree: true });
  tryFill();
  return stop;
}
