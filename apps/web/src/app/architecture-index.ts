import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allEndpoints, type Endpoint, TOPIC_TABLES, type Topic } from '@clinic/contract';
import {
  type Expression,
  isArrayLiteralExpression,
  isCallExpression,
  isClassDeclaration,
  isElementAccessExpression,
  isExportDeclaration,
  isFunctionDeclaration,
  isIdentifier,
  isImportDeclaration,
  isNoSubstitutionTemplateLiteral,
  isObjectLiteralExpression,
  isPropertyAccessExpression,
  isPropertyAssignment,
  isStringLiteral,
  isTemplateExpression,
  isVariableDeclaration,
  isVariableStatement,
  type Node,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import {
  API,
  type Program,
  type Project,
  SymbolFlags,
  type Symbol as TsSymbol,
  type Type,
} from 'typescript/unstable/sync';
import { paths, patternOf } from '../config/paths';
import type { RouteMatch } from '../lib/router';
import { screenTitle } from './route-titles';

/*
 * docs/architecture.md's index of screens: the endpoints each screen's code names and the tables behind them.
 * The screens are read from routes.tsx, the endpoints from the code each screen's component reaches. An endpoint
 * is named by any expression whose type is its declaration (or a union of declarations), as the TypeScript
 * checker sees it: that holds however a module spells it (`endpoints.x.y`, a destructured resource, a table of
 * them indexed by role) and leaves out the generic helpers that take any endpoint. A read that a write refreshes
 * by name counts as named too.
 *
 * TypeScript 7 has no compiler inside Node: its `unstable` client runs the native checker as a child process and
 * asks it over a pipe, so the questions go in batches (a file's expressions at once) and their answers are kept.
 */

export const ARCHITECTURE_INDEX_COMMAND = 'npx tsx apps/web/scripts/architecture-index.ts';
const INDEX_START = '<!-- index:start -->';
const INDEX_END = '<!-- index:end -->';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const webSrc = fileURLToPath(new URL('../', import.meta.url));
const routesFile = fileURLToPath(new URL('./routes.tsx', import.meta.url));

/** A module routes.tsx loads for a screen (relative to apps/web/src) and the components it takes from it. */
interface Entry {
  module: string;
  names: string[];
}

interface Screen {
  paths: string[];
  title: string;
  entries: Entry[];
}

const inSource = (file: string) => relative(webSrc, file);

/** A relative specifier's file, the way Vite resolves it; packages and assets are not the app's code. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((file) =>
    existsSync(file),
  );
}

function walk(node: Node, visit: (node: Node) => void): void {
  visit(node);
  node.forEachChild((child) => {
    walk(child, visit);
  });
}

const isDynamicImport = (node: Node): node is Node & { arguments: readonly Expression[] } =>
  isCallExpression(node) && node.expression.kind === SyntaxKind.ImportKeyword;

/** The specifiers of the `import()` calls under a node. */
function dynamicImports(node: Node): string[] {
  const found: string[] = [];
  walk(node, (n) => {
    const first = isDynamicImport(n) ? n.arguments[0] : undefined;
    if (first && isStringLiteral(first)) found.push(first.text);
  });
  return found;
}

/** The value of a route's path expression, evaluated against `paths`; an index that is not a literal gives every entry. */
function pathValue(expression: Expression): unknown {
  if (isStringLiteral(expression) || isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  if (isIdentifier(expression) && expression.text === 'paths') return paths;
  if (isArrayLiteralExpression(expression)) return expression.elements.map(pathValue);
  if (isPropertyAccessExpression(expression)) {
    return (pathValue(expression.expression) as Record<string, unknown>)[expression.name.text];
  }
  if (isTemplateExpression(expression)) {
    return (
      expression.head.text +
      expression.templateSpans.map((span) => String(pathValue(span.expression)) + span.literal.text).join('')
    );
  }
  if (isElementAccessExpression(expression)) return pathValue(expression.expression);
  throw new Error(`routes.tsx: a path the architecture index cannot read: ${expression.getText()}`);
}

const patternsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((p) => patternOf(p as Parameters<typeof patternOf>[0]));

const titleOf = (pattern: string, index = false): string => {
  const match = { route: index ? { index: true } : { path: pattern } } as RouteMatch;
  const title = screenTitle([match]);
  if (!title) throw new Error(`route-titles.ts has no title for ${pattern}`);
  return title;
};

const isFeature = (specifier: string) => specifier.startsWith('../features/');

function variable(file: SourceFile, name: string): Node {
  let found: Node | undefined;
  walk(file, (n) => {
    if (isVariableDeclaration(n) && isIdentifier(n.name) && n.name.text === name) found = n;
  });
  if (!found) throw new Error(`routes.tsx: no ${name}; the architecture index reads the dashboards from it`);
  return found;
}

function identifiersIn(node: Node): Set<string> {
  const names = new Set<string>();
  walk(node, (n) => {
    if (isIdentifier(n)) names.add(n.text);
  });
  return names;
}

/**
 * The screens of routes.tsx in its order: each `page()` call, the landing page (the index route) and one
 * dashboard per role with its panel. A feature module routes.tsx loads that none of these claims is an error, so
 * a new kind of route cannot slip out of the index.
 */
function readScreens(file: SourceFile, program: Program): Screen[] {
  const screens: Screen[] = [];
  const claimed = new Set<string>();
  /** The modules a loader imports, each with the declarations of it that the loader names. */
  const entriesOf = (specifiers: string[], loader: Node): Entry[] => {
    const named = identifiersIn(loader);
    return specifiers.filter(isFeature).map((specifier) => {
      claimed.add(specifier);
      const target = resolveImport(routesFile, specifier);
      const source = target && program.getSourceFile(target);
      if (!source) throw new Error(`routes.tsx: ${specifier} is not part of apps/web/tsconfig.json`);
      const names = source.statements.flatMap(declaredNames).filter((name) => named.has(name));
      return { module: inSource(source.fileName), names };
    });
  };
  const add = (patterns: string[], entries: Entry[], index = false) => {
    screens.push({ paths: index ? ['/'] : patterns, title: titleOf(patterns[0] ?? '', index), entries });
  };

  const dashboardRoute = variable(file, 'dashboardRoute');
  const dashboard = entriesOf(dynamicImports(dashboardRoute), dashboardRoute);
  let dashboardPath: Expression | undefined;
  walk(dashboardRoute, (n) => {
    if (isPropertyAssignment(n) && isIdentifier(n.name) && n.name.text === 'path') {
      dashboardPath = n.initializer;
    }
  });
  const panels = new Map<string, Entry[]>();
  walk(variable(file, 'DASHBOARD_PANELS'), (n) => {
    if (isPropertyAssignment(n) && isIdentifier(n.name)) {
      panels.set(n.name.text, entriesOf(dynamicImports(n), n));
    }
  });

  walk(file, (n) => {
    if (isCallExpression(n) && isIdentifier(n.expression) && n.expression.text === 'page') {
      const [path, load] = n.arguments;
      if (path && load) add(patternsOf(pathValue(path)), entriesOf(dynamicImports(load), load));
    }
    if (isCallExpression(n) && n.arguments.some((a) => isIdentifier(a) && a.text === 'dashboardRoute')) {
      if (!dashboardPath) throw new Error('routes.tsx: dashboardRoute has no path');
      for (const [role, pattern] of Object.entries(pathValue(dashboardPath) as Record<string, string>)) {
        add([pattern], [...dashboard, ...(panels.get(role) ?? [])]);
      }
    }
    if (isObjectLiteralExpression(n)) {
      const index = n.properties.some((p) => isPropertyAssignment(p) && p.name.getText() === 'index');
      const component = n.properties.find((p) => isPropertyAssignment(p) && p.name.getText() === 'Component');
      if (index && component && isPropertyAssignment(component) && isIdentifier(component.initializer)) {
        const name = component.initializer.text;
        add([], entriesOf([staticImportOf(file, name)], component), true);
      }
    }
  });

  const loaded = [...dynamicImports(file), ...file.statements.flatMap(staticSpecifier)].filter(isFeature);
  const missed = loaded.filter((m) => !claimed.has(m));
  if (missed.length > 0) {
    throw new Error(`routes.tsx loads ${missed.join(', ')} outside any screen the architecture index reads`);
  }
  for (const screen of screens) {
    for (const entry of screen.entries) {
      if (entry.names.length === 0) {
        throw new Error(`routes.tsx: which component of ${entry.module} is ${screen.paths[0]}?`);
      }
    }
  }
  return screens;
}

function staticSpecifier(statement: Node): string[] {
  return isImportDeclaration(statement) && isStringLiteral(statement.moduleSpecifier)
    ? [statement.moduleSpecifier.text]
    : [];
}

function staticImportOf(file: SourceFile, name: string): string {
  for (const statement of file.statements) {
    const [specifier] = staticSpecifier(statement);
    if (specifier && isImportDeclaration(statement) && statement.importClause) {
      if (identifiersIn(statement.importClause).has(name)) return specifier;
    }
  }
  throw new Error(`routes.tsx: ${name} is not imported`);
}

/** The names a top-level statement declares. */
function declaredNames(statement: Node): string[] {
  if ((isFunctionDeclaration(statement) || isClassDeclaration(statement)) && statement.name) {
    return [statement.name.text];
  }
  if (isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((d) => (isIdentifier(d.name) ? [d.name.text] : []));
  }
  return [];
}

function topLevelStatement(node: Node): Node {
  let current = node;
  while (current.parent && current.parent.kind !== SyntaxKind.SourceFile) current = current.parent;
  return current;
}

const unitKey = (statement: Node) => `${statement.getSourceFile().fileName}:${statement.pos}`;

/** What one top-level declaration of the app's code names: endpoints, and other top-level declarations. */
interface Unit {
  endpoints: Endpoint[];
  uses: string[];
}

/**
 * Follows the app's code from a screen's component through every top-level declaration it names (within
 * apps/web/src), and collects the endpoints they name. Following declarations rather than whole files keeps a
 * module of many hooks from lending a screen the calls of hooks it does not use.
 */
class EndpointGraph {
  private readonly byType = new Map<number, Endpoint[]>();
  private readonly bySymbol = new Map<number, string[]>();
  private readonly units = new Map<string, Unit>();
  private readonly analysed = new Set<string>();
  private readonly declared = allEndpoints();

  constructor(private readonly project: Project) {}

  /** An endpoint declaration's type has a literal `method` and `path`, or is a union of such types. */
  private endpointsOfType(type: Type, where: Node): Endpoint[] {
    const cached = this.byType.get(type.id);
    if (cached) return cached;
    const { checker } = this.project;
    let found: Endpoint[] = [];
    if (type.isUnionType()) {
      found = type.getTypes().flatMap((part) => this.endpointsOfType(part, where));
    } else {
      const method = checker.getPropertyOfType(type, 'method');
      const path = method && checker.getPropertyOfType(type, 'path');
      const methodType = method && checker.getTypeOfSymbol(method);
      const pathType = path && checker.getTypeOfSymbol(path);
      if (methodType?.isStringLiteralType() && pathType) {
        if (!pathType.isStringLiteralType()) {
          throw new Error(`${located(where)}: the type of this endpoint's path is not a literal`);
        }
        found = this.declared.filter((e) => e.method === methodType.value && e.path === pathType.value);
        if (found.length === 0) {
          throw new Error(`${located(where)}: no endpoint ${methodType.value} ${pathType.value}`);
        }
      }
    }
    this.byType.set(type.id, found);
    return found;
  }

  private analyse(file: SourceFile): void {
    if (this.analysed.has(file.fileName)) return;
    this.analysed.add(file.fileName);
    const { checker } = this.project;
    const accesses: Node[] = [];
    const names: Node[] = [];
    for (const statement of file.statements) {
      if (isImportDeclaration(statement) || isExportDeclaration(statement)) continue;
      this.units.set(unitKey(statement), { endpoints: [], uses: [] });
      walk(statement, (n) => {
        if (isPropertyAccessExpression(n) || isElementAccessExpression(n)) accesses.push(n);
        if (isIdentifier(n)) names.push(n);
      });
    }
    const unitOf = (node: Node) => this.units.get(unitKey(topLevelStatement(node))) as Unit;
    const types = accesses.length > 0 ? checker.getTypeAtLocation(accesses) : [];
    types.forEach((type, i) => {
      const node = accesses[i] as Node;
      if (type) unitOf(node).endpoints.push(...this.endpointsOfType(type, node));
    });
    const symbols = names.length > 0 ? checker.getSymbolAtLocation(names) : [];
    symbols.forEach((symbol, i) => {
      if (symbol) unitOf(names[i] as Node).uses.push(...this.declarationsOf(symbol));
    });
  }

  /** The top-level declarations of the app's code that a name stands for, through its imports. */
  private declarationsOf(symbol: TsSymbol): string[] {
    const cached = this.bySymbol.get(symbol.id);
    if (cached) return cached;
    const target = symbol.flags & SymbolFlags.Alias ? this.project.checker.getAliasedSymbol(symbol) : symbol;
    const keys = target.declarations.flatMap((declaration) => {
      const node = declaration.path.startsWith(webSrc) ? declaration.resolve(this.project) : undefined;
      return node ? [unitKey(topLevelStatement(node))] : [];
    });
    this.bySymbol.set(symbol.id, keys);
    return keys;
  }

  private source(file: string): SourceFile {
    const source = this.project.program.getSourceFile(file);
    if (!source) throw new Error(`${inSource(file)} is not part of apps/web/tsconfig.json`);
    return source;
  }

  /** The endpoints reached from the named exports of a screen's modules, in the order the contract lists them. */
  reachedFrom(entries: Entry[]): Endpoint[] {
    const queue = entries.flatMap(({ module, names }) => {
      const file = this.source(resolve(webSrc, module));
      return names.map((name) => {
        const statement = file.statements.find((s) => declaredNames(s).includes(name));
        if (!statement) throw new Error(`${module} does not declare ${name}`);
        return unitKey(statement);
      });
    });
    const seen = new Set<string>();
    const found = new Set<Endpoint>();
    for (let key = queue.pop(); key !== undefined; key = queue.pop()) {
      if (seen.has(key)) continue;
      seen.add(key);
      const file = key.slice(0, key.lastIndexOf(':'));
      this.analyse(this.source(file));
      const unit = this.units.get(key);
      if (!unit) continue;
      for (const endpoint of unit.endpoints) found.add(endpoint);
      queue.push(...unit.uses);
    }
    return this.declared.filter((e) => found.has(e));
  }
}

const located = (node: Node) => {
  const file = node.getSourceFile();
  const line = file.text.slice(0, node.getStart(file)).split('\n').length;
  return `${inSource(file.fileName)}:${line} ${node.getText(file)}`;
};

const code = (text: string) => `\`${text}\``;
const topicList = (topics: readonly Topic[] | undefined) => (topics ?? []).join(', ');
const tablesOf = (e: Endpoint) => [
  ...new Set([...(e.reads ?? []), ...(e.writes ?? [])].flatMap((t) => TOPIC_TABLES[t])),
];
const endpointName = (e: Endpoint) => `${e.method} ${e.path}`;

function screenSection(screen: Screen, calls: Endpoint[]): string[] {
  const lines = [
    `### ${screen.title}: ${screen.paths.map(code).join(', ')}`,
    '',
    `${screen.entries.flatMap(({ module, names }) => names.map((name) => `${code(name)} in ${code(module)}`)).join(', ')}.`,
    '',
  ];
  if (calls.length === 0) return [...lines, 'No API call.', ''];
  return [
    ...lines,
    '| endpoint | reads | writes | tables |',
    '|---|---|---|---|',
    ...calls.map(
      (e) =>
        `| ${endpointName(e)} | ${topicList(e.reads)} | ${topicList(e.writes)} | ${tablesOf(e).join(', ')} |`,
    ),
    '',
  ];
}

/** The generated part of docs/architecture.md, between its markers. */
export function architectureIndex(): string {
  const api = new API({ cwd: root });
  try {
    const project = api.updateSnapshot({ openProject: resolve(webSrc, '../tsconfig.json') }).getProjects()[0];
    if (!project) throw new Error('apps/web/tsconfig.json did not open');
    const routes = project.program.getSourceFile(routesFile);
    if (!routes) throw new Error('routes.tsx is not part of apps/web/tsconfig.json');
    const graph = new EndpointGraph(project);
    const screens = readScreens(routes, project.program).map((screen) => ({
      screen,
      calls: graph.reachedFrom(screen.entries),
    }));
    const called = new Set(screens.flatMap((s) => s.calls));
    const uncalled = allEndpoints().filter((e) => !called.has(e));
    return [
      INDEX_START,
      `<!-- Generated by ${ARCHITECTURE_INDEX_COMMAND}; edit the code, not this section. -->`,
      '',
      ...screens.flatMap(({ screen, calls }) => screenSection(screen, calls)),
      '### Called by no screen',
      '',
      "No screen's code names these (the logout is the shell's, `src/app/use-logout.ts`):",
      '',
      ...uncalled.map((e) => `- ${endpointName(e)}`),
      '',
      INDEX_END,
    ].join('\n');
  } finally {
    api.close();
  }
}

/** The document with its index section replaced by `index`. */
export function withIndex(document: string, index: string): string {
  const start = document.indexOf(INDEX_START);
  const end = document.indexOf(INDEX_END);
  if (start < 0 || end < start) {
    throw new Error(`docs/architecture.md has no ${INDEX_START} ... ${INDEX_END}`);
  }
  return document.slice(0, start) + index + document.slice(end + INDEX_END.length);
}
