import { shippedPacks } from '../languages';
import { englishCopies, missingKeys, spellingMixes } from './completeness';
import { composeBasePack, shippedBasePack } from './compose';
import { keptWords } from './kept-words';
import type { Pack } from './pack';

describe('completeness rules', () => {
  it.each<[string, Pack, Pack, string[]]>([
    ['nothing missing', { a: { b: 'x' }, c: 'y' }, { a: { b: 'x2' }, c: 'y2' }, []],
    ['a missing leaf', { a: { b: 'x', d: 'z' } }, { a: { b: 'x2' } }, ['a.d']],
    ['a missing group', { a: { b: 'x' }, c: 'y' }, { c: 'y2' }, ['a.b']],
    ['a group where a text belongs', { a: 'x' }, { a: { b: 'x' } }, ['a']],
    ['a text where a group belongs', { a: { b: 'x', c: { d: 'y' } } }, { a: 'x' }, ['a.b', 'a.c.d']],
  ])('missingKeys: %s', (_case, base, pack, expected) => {
    expect(missingKeys(base, pack)).toEqual(expected);
  });

  it.each<[string, Pack, Pack, string[], string[]]>([
    ['a translated text', { a: 'Verification code' }, { a: 'Code ng beripikasyon' }, [], []],
    ['an English copy', { a: 'Verification code' }, { a: 'Verification code' }, [], ['a']],
    ['a kept loanword', { a: 'Slots' }, { a: 'Slots' }, ['Slots'], []],
    [
      'a text without words',
      { a: '{{count}}/200', b: '{{value}} %' },
      { a: '{{count}}/200', b: '{{value}} %' },
      [],
      [],
    ],
    ['words around a placeholder', { a: 'Odds {{odds}}' }, { a: 'Odds {{odds}}' }, [], ['a']],
  ])('englishCopies: %s', (_case, english, pack, kept, expected) => {
    expect(englishCopies(english, pack, kept)).toEqual(expected);
  });

  it.each<[string, Pack, string[]]>([
    ['one spelling', { a: 'Member centre', b: 'Help centre' }, []],
    ['mixed', { a: 'Member centre', b: { c: 'Security center' } }, ['"centre" (a) and "center" (b.c)']],
    ['inside a sentence', { a: 'your favourite games', b: 'Favorites' }, ['"favourite" (a) and "favorite" (b)']],
  ])('spellingMixes: %s', (_case, pack, expected) => {
    expect(spellingMixes(pack)).toEqual(expected);
  });
});

describe('shipped language packs', () => {
  const english = composeBasePack('EN');
  const others = shippedPacks.filter((code) => code !== 'EN');

  it.each(others)('%s has a text for every key of the English base pack', (code) => {
    expect(missingKeys(english, shippedBasePack(code) ?? {})).toEqual([]);
  });

  it.each(others)('%s has no untranslated English copies', (code) => {
    expect(englishCopies(english, shippedBasePack(code) ?? {}, keptWords[code])).toEqual([]);
  });

  it.each(shippedPacks)('%s spells each word one way', (code) => {
    expect(spellingMixes(shippedBasePack(code) ?? {})).toEqual([]);
  });

  it('a language without a shipped pack has no own pack (it shows English)', () => {
    expect(shippedBasePack('JP')).toBeUndefined();
  });
});
