import gamesEN from './games/EN.json';
import gamesPT from './games/PT.json';
import gamesTY from './games/TY.json';
import type { Pack } from './pack';

function leafKeys(pack: Pack, prefix = ''): string[] {
  return Object.entries(pack).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : leafKeys(v, `${prefix}${k}.`),
  );
}

function placeholders(pack: Pack): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (node: Pack, prefix: string) => {
    for (const [k, v] of Object.entries(node)) {
      if (typeof v === 'string')
        out[`${prefix}${k}`] = [...v.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
      else walk(v, `${prefix}${k}.`);
    }
  };
  walk(pack, '');
  return out;
}

describe('games pack', () => {
  it.each([
    ['PT', gamesPT],
    ['TY', gamesTY],
  ])('%s has every English key of the games area, with the same placeholders', (_code, pack) => {
    expect(leafKeys(pack as Pack).sort()).toEqual(leafKeys(gamesEN as Pack).sort());
    expect(placeholders(pack as Pack)).toEqual(placeholders(gamesEN as Pack));
  });
});
