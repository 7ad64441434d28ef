import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** A directed graph: node → nodes it imports → the files holding such an import. */
export type ImportGraph = Map<string, Map<string, string[]>>;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module specifier of a source file (static imports, re-exports, side-effect and dynamic imports). */
export function importSpecifiers(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const isSource = (name: string) =>
  /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.(test|spec|stories)\.tsx?$/.test(name);

/** The source files (no tests, stories or declarations) under a folder. */
export function sourceFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') found.push(...sourceFiles(path));
    } else if (isSource(entry.name)) found.push(path);
  }
  return found;
}

/** The arrows leaving a node, made on first use. */
function arrowsOf(graph: ImportGraph, node: string): Map<string, string[]> {
  let arrows = graph.get(node);
  if (!arrows) graph.set(node, (arrows = new Map()));
  return arrows;
}

function addArrow(graph: ImportGraph, from: string, to: string, file: string): void {
  arrowsOf(graph, to);
  const arrows = arrowsOf(graph, from);
  arrows.set(to, [...(arrows.get(to) ?? []), file]);
}

/** The module of a path inside `srcDir`: its top-level folder, or the file's name without extension. */
export function moduleOf(srcDir: string, path: string): string {
  const parts = relative(srcDir, path).split(sep);
  const [first = ''] = parts;
  return parts.length > 1 ? first : first.replace(/\.tsx?$/, '');
}

/** The graph of a source folder's modules (top-level folders and files) from their relative imports. */
export function folderGraph(srcDir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(srcDir)) {
    const from = moduleOf(srcDir, file);
    if (!graph.has(from)) graph.set(from, new Map());
    for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
      if (!spec.startsWith('.')) continue;
      const target = resolve(file, '..', spec);
      if (relative(srcDir, target).startsWith('..')) continue;
      const to = moduleOf(srcDir, target);
      if (to !== from) addArrow(graph, from, to, relative(srcDir, file));
    }
  }
  return graph;
}

export interface Project {
  name: string;
  dir: string;
  tags: string[];
}

/** The workspace projects (package.json with an `nx` entry) under the given folders. */
export function workspaceProjects(root: string, folders: string[]): Project[] {
  return folders.flatMap((folder) =>
    readdirSync(join(root, folder))
      .map((entry) => join(root, folder, entry, 'package.json'))
      .filter((path) => statSync(path, { throwIfNoEntry: false })?.isFile())
      .map((path) => {
        const json = JSON.parse(readFileSync(path, 'utf8')) as { name: string; nx?: { tags?: string[] } };
        return { name: json.name, dir: resolve(path, '..'), tags: json.nx?.tags ?? [] };
      }),
  );
}

/** The graph of projects from the `@wl/…` packages their source files import (entry points count as their package). */
export function projectGraph(projects: Project[]): ImportGraph {
  const graph: ImportGraph = new Map(projects.map((p) => [p.name, new Map()]));
  for (const project of projects) {
    const src = join(project.dir, 'src');
    if (!statSync(src, { throwIfNoEntry: false })?.isDirectory()) continue;
    for (const file of sourceFiles(src)) {
      for (const spec of importSpecifiers(readFileSync(file, 'utf8'))) {
        const target = projects.find((p) => spec === p.name || spec.startsWith(`${p.name}/`));
        if (target && target.name !== project.name)
          addArrow(graph, project.name, target.name, relative(project.dir, file));
      }
    }
  }
  return graph;
}

/** The cycles of a graph: each strongly connected set of two or more nodes (Tarjan), sorted. */
export function cycles(graph: ImportGraph): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? Infinity, low.get(next) ?? Infinity));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? Infinity, index.get(next) ?? Infinity));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/**
 * Arrows not running down: `rank` numbers the layers from the top (0); an arrow must reach a strictly higher
 * number. Unranked nodes are reported as `node → ?`.
 */
export function arrowsNotDown(graph: ImportGraph, rank: (node: string) => number | undefined): string[] {
  const problems: string[] = [];
  for (const [from, targets] of graph) {
    const fromRank = rank(from);
    if (fromRank === undefined) {
      problems.push(`${from} → ? (in no layer)`);
      continue;
    }
    for (const [to, files] of targets) {
      const toRank = rank(to);
      if (toRank === undefined || toRank <= fromRank) problems.push(`${from} → ${to} (${files.join(', ')})`);
    }
  }
  return problems.sort();
}
