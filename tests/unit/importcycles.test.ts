/**
 * No import cycle: the import graphs of server/, contract/ and src/ (static imports and re-exports, `import type`
 * included, and dynamic import() of relative paths, read with the TypeScript compiler's preProcessFile) have no
 * cycle. A cycle makes a module's exports undefined while the other one loads, depending on who loads first.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** A relative specifier from `from` → the file it names (x.ts, x.tsx, x/index.ts, x/index.tsx), or null. */
function resolveImport(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''));
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** Each file of the folders → the files of those folders it imports. */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((d) => sourceFiles(path.join(ROOT, d)));
  const inGraph = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((ref) => resolveImport(file, ref.fileName))
      .filter((t): t is string => t !== null && inGraph.has(t));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The import cycles: the strongly connected components (Tarjan), each named by shortest cycles through its files. */
export function findCycles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!indices.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, indices.get(w)!));
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      const selfLoop = (graph.get(v) ?? []).includes(v);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const v of [...graph.keys()].sort()) if (!indices.has(v)) connect(v);
  // in each component, a shortest cycle through each of its files (the same cycle named once), to name them all
  const shortestCycle = (start: string, members: Set<string>): string[] => {
    const previous = new Map<string, string>();
    const queue = [start];
    let last: string | null = null;
    while (queue.length > 0 && last === null) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!members.has(w)) continue;
        if (w === start) {
          last = v;
          break;
        }
        if (!previous.has(w)) {
          previous.set(w, v);
          queue.push(w);
        }
      }
    }
    const cycle: string[] = [];
    for (let v = last; v !== null && v !== start; v = previous.get(v) ?? null) cycle.unshift(v);
    // rotated to start at its first file, so the same cycle found from another file is named alike
    const ring = [start, ...cycle];
    const first = ring.indexOf([...ring].sort()[0]);
    const rotated = [...ring.slice(first), ...ring.slice(0, first)];
    return [...rotated, rotated[0]];
  };
  const cycles = new Map<string, string[]>();
  for (const component of components) {
    const members = new Set(component);
    for (const start of [...component].sort()) {
      const cycle = shortestCycle(start, members);
      cycles.set(cycle.join('\n'), cycle);
    }
  }
  return [...cycles.values()];
}

const show = (cycle: string[]) => cycle.map((f) => path.relative(ROOT, f)).join(' → ');

describe('import graph', () => {
  it('finds a cycle, naming its files, and none in a chain', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts', '/d.ts']],
      ['/d.ts', []],
    ]);
    expect(findCycles(graph)).toEqual([['/a.ts', '/b.ts', '/c.ts', '/a.ts']]);
    expect(
      findCycles(
        new Map([
          ['/a.ts', ['/b.ts']],
          ['/b.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it('reads the imports of a real server file', () => {
    const graph = importGraph(['server']);
    const imported = (graph.get(path.join(ROOT, 'server/app.ts')) ?? []).map((f) => path.relative(ROOT, f));
    // a file and a folder's index.ts are both resolved
    expect(imported).toContain('server/routes/http.ts');
    expect(
      imported.some((f) => /^server\/routes\/customqueries\/deliveries(\.ts|\/index\.ts)$/.test(f)),
    ).toBe(true);
  });

  it('server/ and contract/ have no import cycle', () => {
    const cycles = findCycles(importGraph(['server', 'contract'])).map(show);
    expect(cycles).toEqual([]);
  });

  it('src/ has no import cycle', () => {
    const graph = importGraph(['src', 'contract']);
    // the graph was read (App.tsx's imports are in it)
    expect(graph.get(path.join(ROOT, 'src/App.tsx'))?.length ?? 0).toBeGreaterThan(0);
    expect(findCycles(graph).map(show)).toEqual([]);
  });
});
