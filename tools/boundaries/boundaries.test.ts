import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

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
