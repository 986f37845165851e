import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * The UI imports the failure types (and the graph model) from workflows/, whose other modules use
 * the Temporal SDK. This test follows every value import from the UI's sources through the
 * monorepo's own modules and fails when one reaches `@temporalio/*`: the browser bundle must not
 * carry the SDK. Type-only imports are erased by the compiler and do not count.
 */
const REPO = path.resolve(__dirname, '../../..');
const UI_SRC = path.join(REPO, 'ui', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The specifiers a file imports (or re-exports) values from. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const onlyTypes =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((e) => e.isTypeOnly));
      return onlyTypes ? [] : [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      return [(statement.moduleSpecifier as ts.StringLiteral).text];
    }
    return [];
  });
}

/** A monorepo module's file, or undefined for a package from npm. */
function resolve(from: string, specifier: string): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = path.join(UI_SRC, specifier.slice(2));
  else if (specifier.startsWith('@studio/')) {
    const [, pkg, ...rest] = specifier.split('/');
    base = path.join(REPO, pkg!, 'src', ...rest);
  }
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find(existsSync);
}

/** Each path from one of `roots` to an SDK import, as `file -> … -> @temporalio/x`. */
function sdkImportChains(roots: string[]): string[] {
  const seen = new Set<string>();
  const chains: string[] = [];
  const queue = roots.map((file) => ({ file, chain: [file] }));
  while (queue.length > 0) {
    const { file, chain } = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      const named = [...chain, specifier].map((f) => path.relative(REPO, f) || f);
      if (specifier.startsWith('@temporalio/')) chains.push(named.join(' -> '));
      const next = resolve(file, specifier);
      if (next && !seen.has(next)) queue.push({ file: next, chain: [...chain, next] });
    }
  }
  return chains;
}

it('keeps the Temporal SDK out of the UI bundle', () => {
  expect(sdkImportChains(sourceFiles(UI_SRC))).toEqual([]);
});

it('would see an SDK import behind re-exports and the contract', () => {
  // workflows.ts only re-exports; the SDK is behind it (and behind contract/messages.ts).
  const chains = sdkImportChains([path.join(REPO, 'workflows', 'src', 'workflows.ts')]);
  expect(chains).toContainEqual(
    expect.stringMatching(
      /^workflows\/src\/workflows\.ts -> .*run-graph\.ts -> @temporalio\/workflow$/,
    ),
  );
  expect(chains).toContainEqual(
    expect.stringContaining('contract/messages.ts -> @temporalio/workflow'),
  );
});
