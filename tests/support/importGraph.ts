import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** How a module loads another: when it is loaded, later (`import()`), or for its types only. */
export type ImportKind = 'static' | 'dynamic' | 'type';

/** Each module and the project modules it imports, with how (paths relative to the root). */
export type ImportGraph = Map<string, Map<string, ImportKind>>;

const SOURCE = /\.(ts|tsx|js)$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

const sourceFilesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  // ES module imports may name the emitted `.js` of a `.ts` file.
  for (const candidate of [base, base.replace(/\.js$/, '')]) {
    for (const extension of RESOLVED_EXTENSIONS) {
      const file = candidate + extension;
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
  }
  return null;
};

/** `import type …` and `import { type A }` are erased: they load nothing. */
const isTypeOnly = (statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean => {
  if (ts.isImportDeclaration(statement)) {
    const clause = statement.importClause;
    if (!clause) return false;
    if (clause.isTypeOnly) return true;
    if (clause.name) return false;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return false;
    return bindings.elements.length > 0 && bindings.elements.every((element) => element.isTypeOnly);
  }
  if (statement.isTypeOnly) return true;
  const clause = statement.exportClause;
  if (!clause || ts.isNamespaceExport(clause)) return false;
  return clause.elements.length > 0 && clause.elements.every((element) => element.isTypeOnly);
};

/** The module a node imports, and how; null when it imports nothing. */
const importOf = (node: ts.Node): { specifier: string; kind: ImportKind } | null => {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier)) return null;
    return { specifier: node.moduleSpecifier.text, kind: isTypeOnly(node) ? 'type' : 'static' };
  }
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
    const [argument] = node.arguments;
    return argument && ts.isStringLiteralLike(argument) ? { specifier: argument.text, kind: 'dynamic' } : null;
  }
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
    const literal = node.argument.literal;
    return ts.isStringLiteral(literal) ? { specifier: literal.text, kind: 'type' } : null;
  }
  return null;
};

/** A static import outweighs a dynamic one, which outweighs a type-only one. */
const WEIGHT: Record<ImportKind, number> = { static: 3, dynamic: 2, type: 1 };

const importsOf = (file: string): Map<string, ImportKind> => {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const imports = new Map<string, ImportKind>();
  const visit = (node: ts.Node) => {
    const found = importOf(node);
    const target = found && resolve(file, found.specifier);
    if (found && target) {
      const known = imports.get(target);
      if (!known || WEIGHT[found.kind] > WEIGHT[known]) imports.set(target, found.kind);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
};

/** The import graph of every module under `folders` (relative to `root`). */
export const importGraphOf = (root: string, folders: string[]): ImportGraph => {
  const files = folders.flatMap((folder) => sourceFilesUnder(path.join(root, folder)));
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');
  return new Map(
    files.map((file) => [
      relative(file),
      new Map([...importsOf(file)].map(([target, kind]) => [relative(target), kind] as const)),
    ]),
  );
};

/** Tarjan's algorithm: the groups of modules that each reach one another. */
const stronglyConnectedGroups = (graph: ImportGraph): string[][] => {
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let next = 0;

  const visit = (module: string) => {
    index.set(module, next);
    lowLink.set(module, next);
    next += 1;
    stack.push(module);
    onStack.add(module);
    for (const imported of graph.get(module)?.keys() ?? []) {
      if (!index.has(imported)) {
        visit(imported);
        lowLink.set(module, Math.min(lowLink.get(module)!, lowLink.get(imported)!));
      } else if (onStack.has(imported)) {
        lowLink.set(module, Math.min(lowLink.get(module)!, index.get(imported)!));
      }
    }
    if (lowLink.get(module) !== index.get(module)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== module);
    groups.push(group.sort());
  };

  for (const module of [...graph.keys()].sort()) if (!index.has(module)) visit(module);
  return groups;
};

/** The shortest way from `start` back to itself inside `group`, as the modules in order. */
const shortestLoop = (graph: ImportGraph, group: string[], start: string): string[] => {
  const members = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const module = queue.shift()!;
    for (const imported of graph.get(module)?.keys() ?? []) {
      if (!members.has(imported)) continue;
      if (imported === start) {
        const loop = [module];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0])!);
        return [...loop, start];
      }
      if (cameFrom.has(imported)) continue;
      cameFrom.set(imported, module);
      queue.push(imported);
    }
  }
  return [start, start];
};

const ARROW: Record<ImportKind, string> = { static: ' → ', dynamic: ' → import() → ', type: ' → type → ' };

/** `a.ts → b.ts → type → a.ts`: each module, and how it imports the next when not statically. */
const describeLoop = (graph: ImportGraph, loop: string[]): string =>
  loop.reduce((line, module, index) => {
    if (index === 0) return module;
    return line + ARROW[graph.get(loop[index - 1])!.get(module)!] + module;
  }, '');

/**
 * Every import cycle, one line each: a shortest loop through the group's first module, then the
 * whole group when the loop does not show all of it.
 */
export const importCycles = (graph: ImportGraph): string[] =>
  stronglyConnectedGroups(graph)
    .filter((group) => group.length > 1 || graph.get(group[0])?.has(group[0]))
    .map((group) => {
      const loop = shortestLoop(graph, group, group[0]);
      const rest = group.length > loop.length - 1 ? ` (${group.length} modules in all: ${group.join(', ')})` : '';
      return describeLoop(graph, loop) + rest;
    })
    .sort();
