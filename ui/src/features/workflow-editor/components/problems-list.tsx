import { type GraphProblem } from '@studio/workflows/graph/graph-problems';
import { CircleAlert, CircleCheck } from 'lucide-react';

type ProblemsListProps = {
  problems: readonly GraphProblem[];
  /** Selects the node a problem concerns and centres the canvas on it. */
  onShow: (nodeId: string) => void;
};

/** Every validation problem of the graph; a node's problems lead to it. */
export function ProblemsList({ problems, onShow }: ProblemsListProps) {
  if (problems.length === 0) {
    return (
      <p className="flex items-center gap-2 p-1 text-sm text-success-700" role="status">
        <CircleCheck className="size-4" aria-hidden="true" />
        No problems: this workflow can run.
      </p>
    );
  }
  return (
    <ul className="space-y-1" aria-label="Problems">
      {problems.map((problem, index) => (
        <li key={`${problem.code}-${problem.nodeId ?? ''}-${problem.port ?? ''}-${index}`}>
          {problem.nodeId ? (
            <button
              type="button"
              onClick={() => onShow(problem.nodeId!)}
              className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-sm text-ink hover:bg-danger-50"
            >
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden="true" />
              {problem.message}
            </button>
          ) : (
            <p className="flex items-start gap-2 px-2 py-1.5 text-sm text-ink">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden="true" />
              {problem.message}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
