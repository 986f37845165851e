import { isDeepStrictEqual } from 'node:util';
import { workflowGraphSchema } from '@studio/workflows/graph/graph';
import { withSubsnapIds } from '@studio/workflows/graph/flatten-subsnaps';
import { validateGraph } from '@studio/workflows/graph/validate-graph';
import {
  type BundleProblem,
  type BundleSnap,
  type CatalogueBundle,
  type ImportPlan,
} from '../../contract/catalogue-bundle';
import { type Database } from '../database';
import { DomainError } from '../errors';
import { type UploadLimits } from '../images/decode-image-data-url';
import { type BundleCover, readBundleCover } from './bundle-covers';
import {
  type CatalogueSnap,
  type CatalogueState,
  categoryKey,
  loadCatalogueState,
} from './catalogue-state';

/** What an import would do, why it cannot, and the covers it would store (by snap index). */
export interface ImportWork {
  plan: Omit<ImportPlan, 'dryRun'>;
  problems: BundleProblem[];
  covers: Map<number, BundleCover>;
  state: CatalogueState;
}

function duplicates(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => (seen.has(name) ? true : (seen.add(name), false)));
}

/** Problems in the bundle itself: repeated names, version numbers, graphs that cannot run. */
function bundleProblems(bundle: CatalogueBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  for (const name of duplicates(bundle.categories.map((c) => categoryKey(c.name)))) {
    problems.push({ path: 'categories', message: `The category “${name}” is listed twice.` });
  }
  for (const name of duplicates(bundle.workflows.map((w) => w.name))) {
    problems.push({ path: 'workflows', message: `The workflow “${name}” is listed twice.` });
  }
  for (const name of duplicates(bundle.snaps.map((s) => s.name))) {
    problems.push({ path: 'snaps', message: `The snap “${name}” is listed twice.` });
  }
  bundle.workflows.forEach((workflow, w) => {
    workflow.versions.forEach((version, v) => {
      if (version.version !== v + 1) {
        problems.push({
          path: `workflows[${w}].versions[${v}].version`,
          message: `“${workflow.name}” must list its versions as 1, 2, 3… in order; found ${version.version} at place ${v + 1}.`,
        });
      }
      for (const problem of validateGraph(version.graph, workflow.kind)) {
        problems.push({
          path: `workflows[${w}].versions[${v}].graph`,
          message: `Version ${version.version} of “${workflow.name}”: ${problem.message}`,
        });
      }
    });
    for (const problem of validateGraph(workflow.draft, workflow.kind)) {
      if (problem.code !== 'unknown_node_type') continue;
      problems.push({
        path: `workflows[${w}].draft`,
        message: `The draft of “${workflow.name}”: ${problem.message}`,
      });
    }
  });
  return problems;
}

/** A workflow version already here must be the bundle's, graph for graph: history is not rewritten. */
function versionConflicts(bundle: CatalogueBundle, state: CatalogueState): BundleProblem[] {
  const problems: BundleProblem[] = [];
  // A version imported before names its sub-snaps by their ids here (the import moved them).
  const idsHere = new Map(
    bundle.workflows.flatMap((w) => {
      const here = state.workflows.get(w.name);
      return w.sourceId && here ? [[w.sourceId, here.id]] : [];
    }),
  );
  bundle.workflows.forEach((workflow, w) => {
    const here = state.workflows.get(workflow.name);
    workflow.versions.forEach((version, v) => {
      const existing = here?.versions.get(version.version);
      // Compared as the bundle's graph was read: through the graph's schema, defaults and all.
      const stored = existing && workflowGraphSchema.safeParse(existing.graph);
      if (
        stored &&
        !isDeepStrictEqual(stored.data ?? existing.graph, withSubsnapIds(version.graph, idsHere))
      ) {
        problems.push({
          path: `workflows[${w}].versions[${v}]`,
          message: `Version ${version.version} of “${workflow.name}” differs from the version ${version.version} already here; published versions are never overwritten.`,
        });
      }
    });
  });
  return problems;
}

/** Each snap's category, workflow and version must be in the bundle or already here. */
function referenceProblems(bundle: CatalogueBundle, state: CatalogueState): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const categories = new Set([
    ...state.categories.keys(),
    ...bundle.categories.map((c) => categoryKey(c.name)),
  ]);
  const versionsOf = (name: string) =>
    new Set([
      ...(state.workflows.get(name)?.versions.keys() ?? []),
      ...(bundle.workflows.find((w) => w.name === name)?.versions.map((v) => v.version) ?? []),
    ]);
  bundle.snaps.forEach((snap, s) => {
    const path = `snaps[${s}]`;
    if (!categories.has(categoryKey(snap.category))) {
      problems.push({
        path: `${path}.category`,
        message: `The snap “${snap.name}” is in the category “${snap.category}”, which is neither in the bundle nor here.`,
      });
    }
    if ((snap.workflow === null) !== (snap.version === null)) {
      problems.push({
        path,
        message: `The snap “${snap.name}” must name both a workflow and a version, or neither.`,
      });
    } else if (snap.workflow !== null && !versionsOf(snap.workflow).has(snap.version!)) {
      problems.push({
        path: `${path}.version`,
        message: `The snap “${snap.name}” is pinned to version ${snap.version} of “${snap.workflow}”, which is neither in the bundle nor here.`,
      });
    }
  });
  return problems;
}

/** The fields of an existing snap the bundle's would change. */
function snapChanges(snap: BundleSnap, here: CatalogueSnap, coverKey: string | null): string[] {
  const changes: string[] = [];
  if (snap.description !== here.description) changes.push('description');
  if (!isDeepStrictEqual(snap.tags, here.tags)) changes.push('tags');
  if (categoryKey(snap.category) !== categoryKey(here.category)) changes.push('category');
  if (snap.workflow !== here.workflow || snap.version !== here.version) changes.push('version');
  if (snap.isActive !== here.isActive) changes.push('active');
  if (snap.position !== here.position) changes.push('position');
  if (coverKey !== here.coverKey) changes.push('cover');
  return changes;
}

/**
 * What importing `bundle` into `db` would do, and every reason it cannot. Categories, workflows
 * and snaps are matched by name. Nothing here is overwritten unannounced: a workflow only gains
 * the versions it lacks (its draft and description stay), a version already here must be the
 * same graph, and a snap that differs is listed as an update with the fields that change.
 */
export async function planImport(
  db: Database,
  bundle: CatalogueBundle,
  limits: UploadLimits,
): Promise<ImportWork> {
  const state = await loadCatalogueState(db);
  const problems = [
    ...bundleProblems(bundle),
    ...versionConflicts(bundle, state),
    ...referenceProblems(bundle, state),
  ];
  const covers = new Map<number, BundleCover>();
  for (const [s, snap] of bundle.snaps.entries()) {
    if (snap.cover === null) continue;
    try {
      covers.set(s, await readBundleCover(snap.cover, limits));
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      problems.push({
        path: `snaps[${s}].cover`,
        message: `The cover of “${snap.name}”: ${error.message}`,
      });
    }
  }
  const plan: ImportWork['plan'] = {
    categories: bundle.categories.map(({ name }) => ({
      name,
      action: state.categories.has(categoryKey(name)) ? 'unchanged' : 'create',
    })),
    workflows: bundle.workflows.map(({ name, versions }) => {
      const here = state.workflows.get(name);
      const newVersions = versions.map((v) => v.version).filter((v) => !here?.versions.has(v));
      return {
        name,
        action: !here ? 'create' : newVersions.length > 0 ? 'update' : 'unchanged',
        newVersions,
      };
    }),
    snaps: bundle.snaps.map((snap, s) => {
      const here = state.snaps.get(snap.name);
      if (!here) return { name: snap.name, action: 'create', changes: [] };
      const changes = snapChanges(snap, here, covers.get(s)?.key ?? null);
      return { name: snap.name, action: changes.length > 0 ? 'update' : 'unchanged', changes };
    }),
  };
  return { plan, problems, covers, state };
}
