import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { FAILURE_TYPES } from '@studio/workflows/contract/failure-types';

/*
 * The failure types are written once, in contract/failure-types.ts; everything else names them
 * through `FailureType`. This test is the grep that keeps it so: it parses every source file of
 * every package (tests, which may spell out what they expect, and the contract itself excepted)
 * and fails on a string or template literal that is a failure type's name.
 *
 * A Jest test rather than an ESLint `no-restricted-syntax` rule: it reads the list from the
 * contract itself, so a failure type added there is checked at once, where a lint selector would
 * need the names copied into eslint.config.mjs (plain ESM, which cannot import the TypeScript
 * contract) and would drift. Comments and docs may name a type: only literals count.
 */
const REPO = path.resolve(__dirname, '../../..');
const PACKAGES = ['workflows', 'orchestrator', 'api', 'ui', 'infra'];
const CONTRACT = path.join('workflows', 'src', 'contract');

/** The same word used for something else than a failure type, each with the reason. */
const ALLOWED: Array<{ file: string; literal: string; why: string }> = [
  {
    file: 'ui/src/features/credits/components/plan-facts.tsx',
    literal: 'Cancelled',
    why: 'the label of a Stripe subscription status, not a run’s failure',
  },
  {
    file: 'ui/src/features/executions-console/model/console-filters.ts',
    literal: 'Cancelled',
    why: 'the label of a run’s status (cancelled), shown whatever the failure type',
  },
  {
    file: 'ui/src/features/batches/lib/batch-progress.ts',
    literal: 'Cancelled',
    why: 'the label of a batch run’s status (cancelled), shown whatever the failure type',
  },
  {
    file: 'ui/src/features/create-content/lib/run-outcome.ts',
    literal: 'Cancelled',
    why: 'the label of a step’s state (cancelled) in the creator’s step list',
  },
  {
    file: 'ui/src/features/workflow-editor/components/recent-test-runs.tsx',
    literal: 'Cancelled',
    why: 'the label of a test run’s status (cancelled) in the editor’s list of last runs',
  },
  {
    file: 'ui/src/features/workflow-editor/components/step-node.tsx',
    literal: 'Cancelled',
    why: 'the label of a step’s state (cancelled) on its card in a run’s graph',
  },
];

function isTest(relative: string): boolean {
  return /(^|\/)(__tests__|e2e)\//.test(relative) || /\.(test|spec)\.tsx?$/.test(relative);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    }
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Every string and template literal of a file whose text is a failure type, with its line. */
function failureLiterals(file: string): Array<{ literal: string; line: number }> {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const types = new Set<string>(FAILURE_TYPES);
  const found: Array<{ literal: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node)
        ? node.text.trim()
        : ts.isTemplateLiteralToken(node)
          ? node.text
          : undefined;
    if (text !== undefined && types.has(text)) {
      found.push({
        literal: text,
        line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function scan(): string[] {
  return PACKAGES.flatMap((pkg) => sourceFiles(path.join(REPO, pkg, 'src')))
    .map((file) => path.relative(REPO, file).split(path.sep).join('/'))
    .filter(
      (relative) => !isTest(relative) && !relative.startsWith(CONTRACT.split(path.sep).join('/')),
    )
    .flatMap((relative) =>
      failureLiterals(path.join(REPO, relative))
        .filter(({ literal }) => !ALLOWED.some((a) => a.file === relative && a.literal === literal))
        .map(({ literal, line }) => `${relative}:${line} '${literal}'`),
    );
}

describe('failure types', () => {
  it('are written as literals only in the contract (use FailureType elsewhere)', () => {
    expect(scan()).toEqual([]);
  });

  it('are found by the scan wherever a literal spells one', () => {
    const probe = path.join(REPO, CONTRACT, 'failure-types.ts');
    // The contract itself spells every one of them; the scan must see each.
    expect(new Set(failureLiterals(probe).map((f) => f.literal))).toEqual(new Set(FAILURE_TYPES));
  });

  it('leave nothing allowed that no longer occurs', () => {
    for (const { file, literal } of ALLOWED) {
      expect(failureLiterals(path.join(REPO, file)).map((f) => f.literal)).toContain(literal);
    }
  });
});
