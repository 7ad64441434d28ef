import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { platformLayers } from './platform-layers.mjs';

/**
 * The dependency rules of the architecture brief, checked through the real lint configuration:
 * each case lints a probe file placed (virtually) inside a project and expects the rule to fire or not.
 */
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: workspaceRoot });

async function ruleIds(filePath: string, importFrom: string): Promise<string[]> {
  const code = `import { probe } from '${importFrom}';\nexport const used = probe;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

const BOUNDARY = '@nx/enforce-module-boundaries';
const RESTRICTED = 'no-restricted-imports';

describe('library boundaries', () => {
  it.each([
    // [importing file, import, rule expected to fire (null = allowed)]
    ['libs/games/src/probe.ts', '@wl/member', BOUNDARY],
    ['libs/games/src/probe.ts', '@wl/agent', BOUNDARY],
    ['libs/member/src/probe.ts', '@wl/games', BOUNDARY],
    ['libs/agent/src/probe.ts', '@wl/member', BOUNDARY],
    ['libs/games/src/probe.ts', '../../member/src/index', BOUNDARY],
    ['libs/content/src/probe.ts', '@wl/member', BOUNDARY],
    ['libs/member/src/probe.ts', '@wl/content', BOUNDARY],
    ['libs/content/src/probe.ts', '@wl/session', null],
    ['libs/account/src/probe.ts', '@wl/member', BOUNDARY],
    ['libs/session/src/probe.ts', '@wl/account', BOUNDARY],
    ['libs/account/src/probe.ts', '@wl/session', null],
    ['apps/shell/src/probe.ts', '@wl/account', null],
    ['libs/ui-kit/src/probe.ts', '@wl/session', BOUNDARY],
    ['libs/ui-kit/src/probe.ts', '@wl/brand', BOUNDARY],
    ['libs/api-client/src/probe.ts', '@wl/session', BOUNDARY],
    ['libs/i18n/src/probe.ts', '@wl/brand', BOUNDARY],
    ['libs/brand/src/probe.ts', '@wl/api-client', BOUNDARY],
    ['libs/session/src/probe.ts', '@wl/games', BOUNDARY],
    ['apps/platform/src/probe.ts', '@wl/api-client', RESTRICTED],
    ['apps/platform/src/probe.ts', '@wl/ui-kit', BOUNDARY],
    ['libs/games/src/probe.ts', '@wl/session', null],
    ['libs/games/src/probe.ts', '@wl/ui-kit', null],
    ['libs/session/src/probe.ts', '@wl/api-client', null],
    ['libs/brand/src/probe.ts', '@wl/i18n', null],
    ['libs/ui-kit/src/probe.ts', '@wl/i18n', null],
    ['apps/shell/src/probe.ts', '@wl/games', null],
    ['apps/platform/src/probe.ts', '@wl/api-client/contract', null],
    ['apps/platform/src/probe.ts', '@wl/i18n', RESTRICTED],
    ['apps/platform/src/probe.ts', '@wl/i18n/languages', null],
  ])('%s importing %s → %s', async (file, from, expected) => {
    const ids = await ruleIds(file, from);
    if (expected) expect(ids).toContain(expected);
    else expect(ids.filter((id) => id === BOUNDARY || id === RESTRICTED)).toEqual([]);
  });

  it('forbids export * barrels', async () => {
    const [result] = await eslint.lintText("export * from './x';\n", { filePath: 'libs/games/src/probe.ts' });
    expect(result?.messages.map((m) => m.ruleId)).toContain('no-restricted-syntax');
  });
});

describe('colour literals (tools/eslint/no-colour-literals.mjs)', () => {
  const COLOUR = 'wl/no-colour-literals';
  const code = "import styled from 'styled-components';\nexport const Box = styled.div`\n  color: #fff;\n`;\n";
  const colourIds = async (filePath: string) =>
    ((await eslint.lintText(code, { filePath }))[0]?.messages ?? []).map((m) => m.ruleId);

  it.each(['libs/games/src/probe.tsx', 'libs/ui-kit/src/probe.tsx', 'apps/shell/src/probe.tsx'])(
    'refuses a colour literal in %s',
    async (file) => expect(await colourIds(file)).toContain(COLOUR),
  );

  it.each(['libs/ui-kit/src/theme/probe.ts', 'libs/brand/src/probe.ts', 'libs/games/src/probe.test.tsx'])(
    'leaves %s free to define colours',
    async (file) => expect(await colourIds(file)).not.toContain(COLOUR),
  );
});

/** A probe of a platform module: a file directly in `src` for the root modules, a file in its folder otherwise. */
const ROOT_MODULES = ['main', 'check-config', 'app', 'prepare'];
const probeIn = (module: string) =>
  ROOT_MODULES.includes(module) ? `apps/platform/src/${module}.ts` : `apps/platform/src/${module}/probe.ts`;
const importOf = (module: string) => (ROOT_MODULES.includes(module) ? `../${module}` : `../${module}/probe-target`);
/** The import of `target` as written in the probe of `module`. */
const specifier = (module: string, target: string) =>
  ROOT_MODULES.includes(module)
    ? `./${ROOT_MODULES.includes(target) ? target : `${target}/probe-target`}`
    : importOf(target);

describe('platform layers (decision 0062)', () => {
  it.each([
    // The arrows that ran back up before the layers were drawn, each refused now.
    ['http', 'routes'],
    ['http', 'accounts'],
    ['http', 'db'],
    ['rewards', 'money'],
    ['member', 'money'],
    ['accounts', 'agents'],
    ['accounts', 'money'],
    ['accounts', 'seed'],
    ['protection', 'accounts'],
    ['games', 'demo-vendor'],
    ['seed', 'routes'],
    ['wallet', 'money'],
    ['routes', 'app'],
    ['db', 'wallet'],
  ])('apps/platform/src/%s importing %s → no-restricted-imports', async (module, target) => {
    expect(await ruleIds(probeIn(module), specifier(module, target))).toContain(RESTRICTED);
  });

  const modules = platformLayers.flatMap((layer, index) => layer.modules.map((module) => ({ module, index })));
  const above = modules.flatMap(({ module, index }) =>
    modules
      .filter((other) => other.index <= index && other.module !== module)
      .map((other): [string, string] => [module, other.module]),
  );
  const below = modules.flatMap(({ module, index }) =>
    modules.filter((other) => other.index === index + 1).map((other): [string, string] => [module, other.module]),
  );

  it.each(above)('%s may not import %s (same or higher layer)', async (module, target) => {
    expect(await ruleIds(probeIn(module), specifier(module, target))).toContain(RESTRICTED);
  });

  it.each(below)('%s may import %s (the layer below)', async (module, target) => {
    expect(await ruleIds(probeIn(module), specifier(module, target))).not.toContain(RESTRICTED);
  });

  it('lets a deeper file reach a lower layer and refuses a higher one', async () => {
    expect(await ruleIds('apps/platform/src/accounts/sessions/probe.ts', '../../db/clock')).not.toContain(RESTRICTED);
    expect(await ruleIds('apps/platform/src/accounts/sessions/probe.ts', '../../member/vip')).toContain(RESTRICTED);
  });

  it('leaves tests free to use the test app', async () => {
    expect(await ruleIds('apps/platform/src/wallet/ledger.int.test.ts', '../testing/test-app')).not.toContain(
      RESTRICTED,
    );
  });
});
