import { composeBasePack, type Pack } from '@wl/i18n/packs';

function leaves(pack: Pack, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(pack)) {
    if (typeof value === 'string') out[`${prefix}${key}`] = value;
    else Object.assign(out, leaves(value, `${prefix}${key}.`));
  }
  return out;
}

const piecesOf = (code: string): Record<string, string> => {
  const pieces = composeBasePack(code).pieces;
  return typeof pieces === 'object' ? leaves(pieces) : {};
};

/** Names that stay the same in every language. */
const sameEverywhere = new Set([
  'service.TELEGRAM',
  'service.line',
  'service.LIVECHAT',
  'service.messagingApp',
  'service.socialNetwork',
  'footer.video',
]);

describe('the pieces texts are translated into Portuguese and Tagalog', () => {
  const english = piecesOf('EN');
  it('English has the texts', () => {
    expect(Object.keys(english).length).toBeGreaterThan(40);
  });
  it.each(['PT', 'TY'])('%s translates every text (not the English fallback)', (code) => {
    const translated = piecesOf(code);
    const untranslated = Object.keys(english).filter(
      (key) => !sameEverywhere.has(key) && translated[key] === english[key],
    );
    expect(untranslated).toEqual([]);
  });
  it.each(['PT', 'TY'])('%s keeps every interpolation of the English text', (code) => {
    const translated = piecesOf(code);
    for (const [key, text] of Object.entries(english)) {
      const names = (s: string | undefined) => [...(s ?? '').matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect([key, names(translated[key])]).toEqual([key, names(text)]);
    }
  });
});
