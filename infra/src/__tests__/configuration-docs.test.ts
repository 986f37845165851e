import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * docs/configuration.md is the one list of the environment variables the project reads. The
 * code is the truth: this test reads every variable the source reads and holds the page's two
 * tables (the app's settings, then the test, benchmark and chaos knobs) equal to that set, so a
 * new variable cannot go undocumented and a removed one cannot linger in the docs.
 */

const ROOT = path.resolve(__dirname, '../../..');

/** Variables the operating system and Node own: read by the code, not ours to document. */
const SYSTEM = new Set(['PATH', 'NODE_OPTIONS', 'XDG_CACHE_HOME']);

/** How the code reads a variable: `process.env.X`, `env.X`, a parsed env's `e.X`, … */
const READS = [
  /\b(?:process\.env|env|e)\.([A-Z][A-Z0-9_]+)\b/g,
  /\b(?:process\.env|env)\[['"]([A-Z][A-Z0-9_]+)['"]\]/g,
  // `const { A, B } = process.env`
  /const \{([^}]+)\} = process\.env/g,
  // A provisioned tool's override (infra/src/provision/go-tool.ts): `envVar: 'TEMPORAL_BIN'`.
  /envVar: '([A-Z][A-Z0-9_]+)'/g,
  // The browser specs' inputs from `npm test` (ui/e2e/support/env.ts): `requiredEnv('E2E_…')`.
  /['"](E2E_[A-Z0-9_]+)['"]/g,
];

function sourceFiles(): string[] {
  const listed = execFileSync(
    'git',
    [
      'ls-files',
      '-co',
      '--exclude-standard',
      '--',
      '*.ts',
      '*.tsx',
      ':!**/__tests__/**',
      ':!*.test.ts',
      ':!*.test.tsx',
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return listed
    .split('\n')
    .filter((file) => /^(api|orchestrator|workflows|infra|ui)\//.test(file))
    .filter((file) => !file.startsWith('ui/src/'));
}

function variablesInCode(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles()) {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed but deleted in the working tree
    }
    for (const pattern of READS) {
      for (const match of text.matchAll(pattern)) {
        for (const name of match[1]!.split(',')) {
          const trimmed = name.trim().split(':')[0]!.trim();
          if (/^[A-Z][A-Z0-9_]+$/.test(trimmed)) names.add(trimmed);
        }
      }
    }
  }
  for (const name of SYSTEM) names.delete(name);
  return names;
}

/** The backticked names in the first column of the page's tables. */
function variablesInDocs(): Set<string> {
  const page = readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');
  const names = new Set<string>();
  for (const row of page.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1]!;
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1]!);
  }
  return names;
}

describe('docs/configuration.md', () => {
  it('lists every environment variable the code reads, and only those', () => {
    const inCode = variablesInCode();
    const inDocs = variablesInDocs();
    expect({
      undocumented: [...inCode].filter((name) => !inDocs.has(name)).sort(),
      notRead: [...inDocs].filter((name) => !inCode.has(name)).sort(),
    }).toEqual({ undocumented: [], notRead: [] });
  });
});
