import {
  Activity,
  ArrowLeftRight,
  Braces,
  Camera,
  FileWarning,
  FolderTree,
  Images,
  type LucideIcon,
  MessageSquareHeart,
  Server,
  Upload,
  Users,
  Workflow,
} from 'lucide-react';

export type ManagerSection = {
  path: string;
  title: string;
  icon: LucideIcon;
  /** What the screen will hold; shown until a later release builds it. */
  summary: string;
};

/** The manager panel's sections, in sidebar order: the spec's eleven (section 2), then API Reference (issue 18). */
export const managerSections = [
  {
    path: '/manager',
    title: 'Users & Credits',
    icon: Users,
    summary:
      'Find any user, see their role, plan, verification state and token balance, change their role, and grant or deduct credits with a reason.',
  },
  {
    path: '/manager/transactions',
    title: 'Transaction History',
    icon: ArrowLeftRight,
    summary:
      'Every credit movement across all users (grants, purchases, subscription allowances and spending) with filters by user, type and date.',
  },
  {
    path: '/manager/workflows',
    title: 'Workflows',
    icon: Workflow,
    summary:
      'The workflows behind the snaps: their versions, whether they are published, and links into the workflow editor.',
  },
  {
    path: '/manager/snaps',
    title: 'Snaps',
    icon: Camera,
    summary:
      'Create and edit snaps, the preset workflows users run: name, tags, workflow, token price and preview images.',
  },
  {
    path: '/manager/categories',
    title: 'Categories',
    icon: FolderTree,
    summary: 'Group snaps into categories and choose the order in which users see them.',
  },
  {
    path: '/manager/content',
    title: 'Content Management',
    icon: Images,
    summary:
      'Browse the content users generated, look into reports, and hide or remove what breaks the terms.',
  },
  {
    path: '/manager/error-logs',
    title: 'Error Logs',
    icon: FileWarning,
    summary:
      'Errors from the API and from workflow runs, with the user, the request and the stack, newest first.',
  },
  {
    path: '/manager/feedback',
    title: 'User Feedback',
    icon: MessageSquareHeart,
    summary:
      'The Good / Bad ratings and comments users leave after generating content, with the images they rated.',
  },
  {
    path: '/manager/workflow-executions',
    title: 'Workflow Executions',
    icon: Activity,
    summary:
      'Every workflow run: its status, duration, inputs and outputs, and the step that failed when one did.',
  },
  {
    path: '/manager/server-info',
    title: 'Server Information',
    icon: Server,
    summary:
      'The running version, the health of the database, Temporal and the workers, and storage use.',
  },
  {
    path: '/manager/production-import',
    title: 'Production Import',
    icon: Upload,
    summary:
      'Import snaps, categories and workflows exported from production, with a preview of what changes.',
  },
  {
    path: '/manager/api',
    title: 'API Reference',
    icon: Braces,
    summary:
      'Every API operation from the OpenAPI document: who may call it, its parameters, body and responses, and the file for tools.',
  },
] as const satisfies readonly ManagerSection[];

/**
 * The section a path belongs to: its own, or the one it lies under (a run's page is the
 * executions section's). `/manager` itself owns no sub-paths: every section lies under it.
 */
export function sectionOf(pathname: string): ManagerSection | undefined {
  return managerSections.find(
    ({ path }) => pathname === path || (path !== '/manager' && pathname.startsWith(`${path}/`)),
  );
}
