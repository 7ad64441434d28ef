import { nulBytePath } from './validate';

describe('nulBytePath', () => {
  it.each([
    ['a plain string', 'abc', null],
    ['a string with a NUL', 'a\u0000b', []],
    ['a clean object', { a: 'x', b: [1, 'y', { c: null }] }, null],
    ['a NUL deep in arrays and objects', { a: [{ b: 'ok' }, { b: ['x', 'y\u0000'] }] }, ['a', '1', 'b', '1']],
    ['a NUL in a key', { 'k\u0000': 1 }, ['k\\u0000']],
    ['numbers, booleans and null', { n: 0, t: true, z: null }, null],
    ['nothing', undefined, null],
  ])('%s → %j', (_name, data, path) => {
    expect(nulBytePath(data)).toEqual(path);
  });
});
