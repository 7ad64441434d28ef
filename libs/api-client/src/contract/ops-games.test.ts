import { callPath } from './call';
import { setGame } from './calls/ops';
import { OpsGameBody, OpsGameParams } from './ops-games';

describe('operator game contract', () => {
  it.each([
    [{ enabled: false }, true],
    [{ hot: true }, true],
    [{ isNew: false }, true],
    [{ enabled: true, hot: false, isNew: true }, true],
    [{}, false],
    [{ enabled: 'no' }, false],
    [{ hot: 1 }, false],
    [{ enabled: true, rank: 1 }, false],
    [null, false],
  ])('body %j valid: %s', (body, valid) => {
    expect(OpsGameBody.safeParse(body).success).toBe(valid);
  });

  it.each([
    [{ vendor: 'DS88', gameId: 'slot_7' }, true],
    [{ vendor: 'TCG_SEA', gameId: 'lobby' }, true],
    [{ vendor: 'ds88', gameId: 'slot_7' }, false],
    [{ vendor: 'DS88', gameId: 'bad id' }, false],
    [{ vendor: 'DS88', gameId: 'x'.repeat(41) }, false],
  ])('params %j valid: %s', (params, valid) => {
    expect(OpsGameParams.safeParse(params).success).toBe(valid);
  });

  it('builds the path with the parts escaped', () => {
    expect(callPath(setGame, { vendor: 'DS88', gameId: 'slot_7' })).toBe('/ops/games/DS88/slot_7');
    expect(callPath(setGame, { vendor: 'A/B', gameId: 'c d' })).toBe('/ops/games/A%2FB/c%20d');
  });
});
