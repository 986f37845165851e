/** The TypeScript projects, each with the projects that import it (ARCHITECTURE.md's arrows). */
const REACHED_BY: Record<string, string[]> = {
  workflows: ['workflows', 'orchestrator', 'api', 'ui', 'infra'],
  // The UI imports api/src/contract; the orchestrator imports api/src/domain; infra imports both.
  api: ['api', 'orchestrator', 'ui', 'infra'],
  orchestrator: ['orchestrator', 'infra'],
  ui: ['ui'],
  infra: ['infra'],
};
/** Every TypeScript project, in the order `npm test` typechecks them. */
export const TYPESCRIPT_PROJECTS = REACHED_BY.workflows!;
const ALL = TYPESCRIPT_PROJECTS;

/** The projects a change can break the types of, in the order `npm run typecheck` takes them. */
export function projectsToTypecheck(changedFiles: string[]): string[] {
  const projects = new Set<string>();
  for (const file of changedFiles) {
    const top = file.split('/')[0]!;
    const reached = REACHED_BY[top];
    if (reached) reached.forEach((p) => projects.add(p));
    // A root config (tsconfig.json, package.json…) reaches every project.
    else if (!file.includes('/') && /\.(json|js|mjs|cjs|ts)$/.test(file))
      ALL.forEach((p) => projects.add(p));
  }
  return ALL.filter((p) => projects.has(p));
}
