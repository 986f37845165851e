import { readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import { projectsToTypecheck } from '../test-run/changed-projects';
import { SHELL_SPECS, SPECS_BY_FEATURE, specsForChanges } from '../test-run/changed-specs';

const specs = readdirSync(path.join(REPO_ROOT, 'ui/e2e')).filter((f) => f.endsWith('.spec.ts'));
const features = readdirSync(path.join(REPO_ROOT, 'ui/src/features'));

describe('npm run test:changed: which browser specs a UI change runs', () => {
  it('knows every UI feature, names only specs that exist, and reaches every spec', () => {
    expect(Object.keys(SPECS_BY_FEATURE).sort()).toEqual([...features].sort());
    const named = new Set([...Object.values(SPECS_BY_FEATURE).flat(), ...SHELL_SPECS]);
    expect([...named].filter((spec) => !specs.includes(spec))).toEqual([]);
    expect(specs.filter((spec) => !named.has(spec))).toEqual([]);
  });

  it("runs a feature's specs for a change to one of its components", () => {
    expect(specsForChanges(['ui/src/features/batches/components/BatchForm.tsx'])).toEqual([
      'accessibility-creator-products.spec.ts',
      'batches.spec.ts',
    ]);
  });

  it('runs a changed spec itself, and the shell specs for shared UI code', () => {
    expect(specsForChanges(['ui/e2e/products.spec.ts'])).toEqual(['products.spec.ts']);
    expect(specsForChanges(['ui/src/components/Button.tsx'])).toEqual([...SHELL_SPECS].sort());
  });

  it('runs no browser spec for server code (its Jest suites cover it)', () => {
    expect(specsForChanges(['api/src/routes/products.ts', 'README.md'])).toEqual([]);
  });
});

describe('npm run test:changed: which projects a change is typechecked in', () => {
  it('typechecks a UI change in the UI alone', () => {
    expect(projectsToTypecheck(['ui/src/features/batches/BatchForm.tsx'])).toEqual(['ui']);
  });

  it('typechecks an API change wherever the API is imported', () => {
    expect(projectsToTypecheck(['api/src/contract/content.ts'])).toEqual([
      'orchestrator',
      'api',
      'ui',
      'infra',
    ]);
  });

  it('typechecks everything for the workflows package or a root config, nothing for docs', () => {
    expect(projectsToTypecheck(['workflows/src/graph/graph.ts'])).toHaveLength(5);
    expect(projectsToTypecheck(['tsconfig.json'])).toHaveLength(5);
    expect(projectsToTypecheck(['README.md', 'docs/gallery/a.webp'])).toEqual([]);
  });
});
