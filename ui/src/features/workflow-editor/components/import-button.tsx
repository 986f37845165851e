import { CircleAlert, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useImportWorkflow } from '../api/manage-workflows';

/** A problem the server found in a workflow file: in words, with the step or connection. */
type FileProblem = { message: string; nodeId?: string; edgeId?: string };

/** Import a workflow file (a new workflow; never over another); its problems are listed. */
export function ImportWorkflowButton() {
  const input = useRef<HTMLInputElement>(null);
  const importWorkflow = useImportWorkflow();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<{ file: string; problems: FileProblem[] } | null>(null);

  const read = async (file: File) => {
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      toast({
        variant: 'destructive',
        title: 'Not a workflow file',
        description: `${file.name} is not JSON.`,
      });
      return;
    }
    importWorkflow.mutate(json, {
      onSuccess: (created) => {
        toast({ title: `Imported “${created.name}”` });
        void navigate(`/workflows/${created.id}/editor`);
      },
      onError: (error) => {
        const problems =
          error instanceof ApiError
            ? ((error.body as { problems?: FileProblem[] })?.problems ?? [])
            : [];
        if (problems.length > 0) {
          // Every problem, in a dialog that stays until read (the walk found a vanishing toast).
          setRefused({ file: file.name, problems });
          return;
        }
        toast({
          variant: 'destructive',
          title: 'Could not import the workflow',
          description: serverMessage(error) ?? 'Please try again.',
        });
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-workflow-file"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void read(file);
        }}
      />
      <Button
        variant="secondary"
        isLoading={importWorkflow.isPending}
        onClick={() => input.current?.click()}
      >
        <Upload className="size-4" aria-hidden="true" />
        Import
      </Button>
      <Dialog
        open={refused !== null}
        onOpenChange={(open) => !open && setRefused(null)}
        title="The workflow could not be imported"
        description={
          refused
            ? `${refused.file} has ${refused.problems.length} problem${refused.problems.length === 1 ? '' : 's'}; nothing was imported.`
            : undefined
        }
      >
        <ul className="mt-4 max-h-80 space-y-2 overflow-y-auto" aria-label="Problems in the file">
          {refused?.problems.map((problem, i) => (
            <li key={i} className="flex gap-2 rounded-md bg-danger-50 p-2 text-sm text-ink">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-danger-600" aria-hidden="true" />
              <span>
                {problem.message}
                {problem.nodeId || problem.edgeId ? (
                  <span className="block text-xs text-ink-muted">
                    {problem.nodeId
                      ? `Step id: ${problem.nodeId}`
                      : `Connection id: ${problem.edgeId}`}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setRefused(null)}>Done</Button>
        </div>
      </Dialog>
    </>
  );
}
