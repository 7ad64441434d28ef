import { badEnginePackages } from './excused-engines.mjs';

const warning = (spec: string) =>
  [
    'npm warn EBADENGINE Unsupported engine {',
    `npm warn EBADENGINE   package: '${spec}',`,
    "npm warn EBADENGINE   required: { node: '>=22.19' },",
    "npm warn EBADENGINE   current: { node: 'v20.20.2', npm: '11.6.2' }",
    'npm warn EBADENGINE }',
  ].join('\n');

describe('badEnginePackages', () => {
  it.each([
    ['', []],
    ['added 900 packages in 40s', []],
    [warning('lighthouse@13.5.0'), ['lighthouse']],
    [warning('@puppeteer/browsers@3.0.1'), ['@puppeteer/browsers']],
    [
      [warning('puppeteer-core@25.0.0'), warning('lighthouse@13.5.0'), warning('lighthouse@13.5.0')].join('\n'),
      ['lighthouse', 'puppeteer-core'],
    ],
    [warning('some-lib@1.0.0-beta.1'), ['some-lib']],
  ])('%#: the names of the packages npm warned about', (log, names) => {
    expect(badEnginePackages(log)).toEqual(names);
  });
});
