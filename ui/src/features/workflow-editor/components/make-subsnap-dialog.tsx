import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { serverMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useMakeSubsnap } from '../api/subsnaps';
import { nextNodeId } from '../model/flow-graph';
import { cutSubsnap, withSubsnapInPlace } from '../model/subsnap-selection';
import { graphOf } from '../store/editor-store';
import { useEditorStore } from '../store/editor-context';

/**
 * "Make sub-snap": names the selected steps' sub-snap, creates and publishes it, and puts one node
 * using it in their place (one undoable change; the sub-snap itself stays, for other workflows).
 */
export function MakeSubsnapDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const store = useEditorStore();
  const make = useMakeSubsnap();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const selected = new Set(
    store
      .getState()
      .nodes.filter((n) => n.selected)
      .map((n) => n.id),
  );
  const cut = open ? cutSubsnap(graphOf(store.getState()), selected) : null;

  const submit = async () => {
    if (!cut || 'error' in cut) return;
    if (!name.trim()) {
      setNameError('Give the sub-snap a name.');
      return;
    }
    setNameError(undefined);
    setError(null);
    try {
      const made = await make.mutateAsync({ name: name.trim(), graph: cut.graph });
      const graph = graphOf(store.getState());
      const id = nextNodeId('subsnap', new Set(graph.nodes.map((n) => n.id)));
      store
        .getState()
        .replaceGraph(
          withSubsnapInPlace(graph, selected, cut, { id, params: made.node }),
          `Make sub-snap ${made.node.name}`,
        );
      store.getState().selectNode(id);
      toast({
        title: `${made.node.name} is a sub-snap`,
        description: 'It is in the palette for every workflow. Undo (Ctrl+Z) puts the steps back.',
      });
      setName('');
      onOpenChange(false);
    } catch (caught) {
      setError(serverMessage(caught) ?? 'The sub-snap could not be made. Please try again.');
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Make a sub-snap"
      description={
        cut && !('error' in cut)
          ? `${selected.size} step${selected.size === 1 ? '' : 's'} become one node, with ${cut.inputs.size} input${cut.inputs.size === 1 ? '' : 's'} and ${cut.outputs.size} output${cut.outputs.size === 1 ? '' : 's'}. Other workflows can use it from the palette.`
          : undefined
      }
    >
      {cut && 'error' in cut ? (
        <p className="mt-4 text-sm text-ink" role="alert">
          {cut.error}
        </p>
      ) : (
        <form
          className="mt-4 space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {error ? <FormAlert tone="error">{error}</FormAlert> : null}
          <TextField
            label="Name"
            value={name}
            error={nameError}
            maxLength={100}
            autoFocus
            onChange={(event) => setName(event.target.value)}
          />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={make.isPending}>
              {make.isPending ? 'Making…' : 'Make sub-snap'}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
