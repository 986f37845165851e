import { bundleProblemSchema } from '@studio/api/contract/catalogue-bundle';
import { z } from 'zod';

import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, serverMessage } from '@/lib/api-client';

const problemsSchema = z.object({ problems: z.array(bundleProblemSchema) });

/** Why the server refused the bundle: every problem it found, or its one sentence. */
export function ImportProblems({ error }: { error: unknown }) {
  const parsed = error instanceof ApiError ? problemsSchema.safeParse(error.body) : null;
  if (!parsed?.success) {
    return (
      <FormAlert tone="error">
        {serverMessage(error) ?? 'The bundle could not be checked. Please try again.'}
      </FormAlert>
    );
  }
  const { problems } = parsed.data;
  return (
    <FormAlert tone="error">
      <p className="font-semibold">
        This bundle cannot be imported: {problems.length}{' '}
        {problems.length === 1 ? 'problem' : 'problems'}. Nothing was changed.
      </p>
      <ul aria-label="Problems" className="mt-2 list-disc space-y-1 pl-5">
        {problems.map((problem, i) => (
          <li key={`${problem.path}-${i}`}>
            {problem.message}{' '}
            <code className="text-xs break-all text-ink-muted">{problem.path}</code>
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}
