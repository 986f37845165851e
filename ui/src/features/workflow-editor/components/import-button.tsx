import { Upload } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { ApiError, serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useImportWorkflow } from '../api/manage-workflows';

/** Import a workflow file (a new workflow; never over another); its problems are listed. */
export function ImportWorkflowButton() {
  const input = useRef<HTMLInputElement>(null);
  const importWorkflow = useImportWorkflow();
  const navigate = useNavigate();

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
            ? ((error.body as { problems?: { message: string }[] })?.problems ?? [])
            : [];
        toast({
          variant: 'destructive',
          title: 'Could not import the workflow',
          description:
            problems.length > 0
              ? problems.map((p) => p.message).join(' ')
              : (serverMessage(error) ?? 'Please try again.'),
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
    </>
  );
}
