import {
  isPageWork,
  DRAFT_MAX_AGE_MS,
  draftUsable,
  keepsInDraft,
  UPDATE_OFFER_DELAY_MS,
  UPDATE_WINDOW_MS,
  updateCheckDue,
  type DraftFieldInfo,
} from './rules';

describe('service-worker constants (member-agent-platform §9)', () => {
  it('waiting event delay 200 ms, update window 60 s', () => {
    expect(UPDATE_OFFER_DELAY_MS).toBe(200);
    expect(UPDATE_WINDOW_MS).toBe(60_000);
  });
});

describe('updateCheckDue', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['never checked', undefined, 0, true],
    ['checked 10 s ago', 50_000, 60_000, false],
    ['checked a minute ago', 0, 60_000, true],
    ['checked an hour ago', 0, 3_600_000, true],
  ])('%s → %s', (_name, last, now, expected) => {
    expect(updateCheckDue(last, now)).toBe(expected);
  });
});

describe('keepsInDraft: what a form in progress keeps across the update reload', () => {
  const text: DraftFieldInfo = { tag: 'input', type: 'text', autocomplete: '', optedOut: false, filled: true };
  it.each<[string, Partial<DraftFieldInfo>, boolean]>([
    ['a filled text field', {}, true],
    ['an empty field', { filled: false }, false],
    ['a username', { autocomplete: 'username' }, true],
    ['a telephone number', { type: 'tel', autocomplete: 'tel-national' }, true],
    ['a textarea', { tag: 'textarea', type: '' }, true],
    ['a select', { tag: 'select', type: '' }, true],
    ['a checkbox', { type: 'checkbox' }, true],
    ['a password field', { type: 'password' }, false],
    ['a password shown as text (autocomplete current-password)', { autocomplete: 'current-password' }, false],
    ['a new password shown as text', { autocomplete: 'new-password' }, false],
    ['an SMS code', { autocomplete: 'one-time-code', type: 'text' }, false],
    ['a card number', { autocomplete: 'cc-number' }, false],
    ['a hidden input', { type: 'hidden' }, false],
    ['a file input', { type: 'file' }, false],
    ['a submit button', { type: 'submit' }, false],
    ['a field that opts out', { optedOut: true }, false],
    ['the captcha (autocomplete off)', { autocomplete: 'off' }, false],
  ])('%s → %s', (_name, overrides, expected) => {
    expect(keepsInDraft({ ...text, ...overrides })).toBe(expected);
  });
});

describe('draftUsable', () => {
  const draft = { path: '/m/login', savedAt: 1_000 };
  it.each<[string, string, number, boolean]>([
    ['same address, just after', '/m/login', 2_000, true],
    ['another address', '/m/register', 2_000, false],
    ['too old', '/m/login', 1_000 + DRAFT_MAX_AGE_MS + 1, false],
    ['from the future (clock change)', '/m/login', 500, false],
  ])('%s → %s', (_name, path, now, expected) => {
    expect(draftUsable(draft, path, now)).toBe(expected);
  });
});

describe('isPageWork: the requests the worker waits for', () => {
  it.each<[string, boolean]>([
    ['script', true],
    ['link', true],
    ['fetch', true],
    ['xmlhttprequest', true],
    ['img', false],
    ['css', false],
    ['video', false],
    ['other', false],
  ])('%s → %s', (initiatorType, expected) => {
    expect(isPageWork(initiatorType)).toBe(expected);
  });
});
