/**
 * Which browser specs (ui/e2e) a change to the UI should run, for `npm run test:changed`.
 * Playwright cannot follow imports from a spec to the screens it drives, so the map is written
 * down: each UI feature folder with the specs that walk through it. A test keeps it whole (every
 * feature named, every spec it names present, every spec reachable from some feature or from the
 * shell).
 */
export const SPECS_BY_FEATURE: Record<string, string[]> = {
  auth: [
    'sign-in.spec.ts',
    'sign-up-and-verify.spec.ts',
    'password-reset.spec.ts',
    'logout.spec.ts',
    'google-sign-in.spec.ts',
    'auth-form-validation.spec.ts',
    'verification-banner.spec.ts',
  ],
  batches: ['batches.spec.ts', 'accessibility-creator-products.spec.ts'],
  content: [
    'content.spec.ts',
    'social-formats.spec.ts',
    'content-library.spec.ts',
    'light-pages.spec.ts',
    'accessibility-creator-content.spec.ts',
  ],
  'create-content': [
    'create-content.spec.ts',
    'studio-scenes.spec.ts',
    'social-formats.spec.ts',
    'product-fidelity.spec.ts',
    'output-shape.spec.ts',
    'accessibility-creator-states.spec.ts',
    'accessibility-creator-products.spec.ts',
  ],
  credits: [
    'token-balance.spec.ts',
    'subscription-checkout.spec.ts',
    'subscription-management.spec.ts',
    'accessibility-creator-account.spec.ts',
    'accessibility-creator-states.spec.ts',
  ],
  'cutout-touchup': ['cutout-touchup.spec.ts'],
  demo: ['demo.spec.ts'],
  developers: ['developers.spec.ts', 'accessibility-visitor.spec.ts'],
  'executions-console': [
    'executions-console.spec.ts',
    'product-fidelity.spec.ts',
    'workflow-subsnaps.spec.ts',
  ],
  feedback: ['feedback-snackbar.spec.ts'],
  'manager-api-docs': ['manager-api-docs.spec.ts', 'accessibility-manager-tools.spec.ts'],
  'manager-categories': ['manager-snaps.spec.ts'],
  'manager-content': ['manager-content.spec.ts'],
  'manager-error-logs': ['manager-error-logs.spec.ts'],
  'manager-feedback': ['manager-feedback.spec.ts'],
  'manager-import': ['production-import.spec.ts'],
  'manager-server-info': ['manager-server-info.spec.ts'],
  'manager-snaps': ['manager-snaps.spec.ts'],
  'manager-transactions': ['manager-transactions.spec.ts'],
  'manager-users': ['manager-users.spec.ts', 'accessibility-manager.spec.ts'],
  marketing: ['landing.spec.ts', 'accessibility-visitor.spec.ts'],
  products: [
    'products.spec.ts',
    'products-enhance.spec.ts',
    'accessibility-creator-products.spec.ts',
    'accessibility-creator-states.spec.ts',
  ],
  'workflow-editor': [
    'workflow-editor.spec.ts',
    'workflow-editor-view.spec.ts',
    'workflow-test-data.spec.ts',
    'workflow-notes.spec.ts',
    'workflow-subsnaps.spec.ts',
    'workflow-editor-walk.spec.ts',
    'accessibility-workflows.spec.ts',
  ],
};

/**
 * The specs of what every screen shares (the app shell, routing, shared components, hooks and
 * styles): a change there is walked through the shell, the guards and the keyboard journeys here,
 * and through every spec in `npm test`.
 */
export const SHELL_SPECS = [
  'app-shell.spec.ts',
  'route-guards.spec.ts',
  'not-found.spec.ts',
  'keyboard-journeys.spec.ts',
  'layout-shift.spec.ts',
  'offline-banner.spec.ts',
  'toast-placement.spec.ts',
  // The menus (shared components) open, checked by axe.
  'accessibility-creator-states.spec.ts',
];

/** The specs to run for a set of changed files (paths relative to the repository). */
export function specsForChanges(changedFiles: string[]): string[] {
  const specs = new Set<string>();
  for (const file of changedFiles) {
    const spec = /^ui\/e2e\/([^/]+\.spec\.ts)$/.exec(file);
    if (spec) {
      specs.add(spec[1]!);
      continue;
    }
    const feature = /^ui\/src\/features\/([^/]+)\//.exec(file);
    if (feature) {
      for (const s of SPECS_BY_FEATURE[feature[1]!] ?? SHELL_SPECS) specs.add(s);
      continue;
    }
    if (/^ui\/(src|e2e\/support)\//.test(file) || /^ui\/index\.html$/.test(file)) {
      for (const s of SHELL_SPECS) specs.add(s);
    }
  }
  return [...specs].sort();
}
