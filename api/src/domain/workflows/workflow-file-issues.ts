import { type z } from 'zod';

type Listed = { id?: unknown; type?: unknown };

/** What a zod issue in a workflow file is about, in words, with the node or edge it concerns. */
export function describeFileIssue(
  body: unknown,
  issue: z.core.$ZodIssue,
): { code: 'invalid_workflow_file'; message: string; nodeId?: string; edgeId?: string } {
  const [top, list, index, ...rest] = issue.path;
  if (top === 'graph' && (list === 'nodes' || list === 'edges') && typeof index === 'number') {
    const graph = (body as { graph?: Record<string, Listed[] | undefined> } | null)?.graph;
    const item = graph?.[list]?.[index];
    const id = typeof item?.id === 'string' ? item.id : undefined;
    const what = list === 'nodes' ? 'Step' : 'Connection';
    const named = id ? `${what} “${id}”` : `${what} ${index + 1}`;
    return {
      code: 'invalid_workflow_file',
      message: `${named}${rest.length > 0 ? `, “${rest.join('.')}”` : ''}: ${lowerFirst(issue.message)}.`,
      ...(id && (list === 'nodes' ? { nodeId: id } : { edgeId: id })),
    };
  }
  const where = issue.path.length > 0 ? `“${issue.path.join('.')}”` : 'The file';
  return { code: 'invalid_workflow_file', message: `${where}: ${lowerFirst(issue.message)}.` };
}

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1).replace(/\.$/, '');
