import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { arrowsNotDown, cycles, folderGraph, importSpecifiers, projectGraph, workspaceProjects } from './import-graph';
import type { ImportGraph } from './import-graph';
import { platformLayers } from './platform-layers.mjs';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

const graphOf = (arrows: [string, string][]): ImportGraph => {
  const graph: ImportGraph = new Map();
  for (const [from, to] of arrows) {
    if (!graph.has(to)) graph.set(to, new Map());
    const arrows = graph.get(from) ?? new Map<string, string[]>();
    arrows.set(to, [`${from}/file.ts`]);
    graph.set(from, arrows);
  }
  return graph;
};

describe('import graph rules', () => {
  it.each([
    ["import { a } from '../x';", ['../x']],
    ['import type { A } from \'./y\';\nexport { b } from "@wl/z";', ['./y', '@wl/z']],
    ["import './side-effect';\nconst m = import('../lazy');", ['./side-effect', '../lazy']],
    ["const text = 'no import here';", []],
  ])('reads the specifiers of %j', (source, expected) => {
    expect(importSpecifiers(source)).toEqual(expected);
  });

  it.each([
    [
      [
        ['a', 'b'],
        ['b', 'c'],
      ],
      [],
    ],
    [
      [
        ['a', 'b'],
        ['b', 'a'],
      ],
      [['a', 'b']],
    ],
    [
      [
        ['a', 'b'],
        ['b', 'c'],
        ['c', 'a'],
        ['c', 'd'],
      ],
      [['a', 'b', 'c']],
    ],
  ] as [[string, string][], string[][]][])('finds the cycles of %j', (arrows, expected) => {
    expect(cycles(graphOf(arrows))).toEqual(expected);
  });

  it.each([
    [[['top', 'bottom']], []],
    [[['bottom', 'top']], ['bottom → top (bottom/file.ts)']],
    [[['top', 'top2']], ['top → top2 (top/file.ts)']],
    [[['stray', 'bottom']], ['stray → ? (in no layer)']],
  ] as [[string, string][], string[]][])('reports arrows not running down in %j', (arrows, expected) => {
    const ranks: Record<string, number> = { top: 0, top2: 0, bottom: 1 };
    expect(arrowsNotDown(graphOf(arrows), (node) => ranks[node])).toEqual(expected);
  });
});

describe('platform folders (apps/platform/src, decision 0062)', () => {
  const graph = folderGraph(join(workspaceRoot, 'apps/platform/src'));
  const rank = (module: string) => {
    const index = platformLayers.findIndex((layer) => layer.modules.includes(module));
    return index < 0 ? undefined : index;
  };

  it('holds every folder of the layer list, and every folder is in a layer', () => {
    const listed = platformLayers.flatMap((layer) => layer.modules);
    expect([...graph.keys()].filter((module) => rank(module) === undefined)).toEqual([]);
    expect(listed.filter((module) => !graph.has(module))).toEqual([]);
  });

  it('imports only down the layers', () => {
    expect(arrowsNotDown(graph, rank)).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('keeps http a leaf: errors and validation import nothing of the platform', () => {
    expect([...(graph.get('http')?.keys() ?? [])]).toEqual([]);
  });
});

describe('libraries and apps (decision 0001)', () => {
  /** The order of the dependency rules in eslint.config.mjs, top (0) to bottom. */
  const tagRank: Record<string, number> = {
    'type:brand-bundle': 0,
    'type:tools': 0,
    'type:e2e': 0,
    'type:app': 1,
    'type:server': 1,
    'type:feature': 2,
    'type:session': 3,
    'type:brand': 4,
    'type:ui': 4,
    'type:util': 5,
    'type:data-access': 5,
  };
  const projects = workspaceProjects(workspaceRoot, ['libs', 'apps', 'brands']);
  const graph = projectGraph(projects);
  const rank = (name: string) => {
    const tag = projects.find((p) => p.name === name)?.tags.find((t) => t.startsWith('type:'));
    return tag === undefined ? undefined : tagRank[tag];
  };

  it('finds the projects', () => {
    expect(projects.map((p) => p.name)).toEqual(
      expect.arrayContaining(['@wl/api-client', '@wl/session', '@wl/shell', '@wl/platform']),
    );
  });

  it('imports only down the layers', () => {
    expect(arrowsNotDown(graph, rank)).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });
});
