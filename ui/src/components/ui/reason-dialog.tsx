import { type ReactNode } from 'react';
import { type FieldValues } from 'react-hook-form';

import { toast } from '@/lib/toast';
import { Dialog } from './dialog';
import { OperatorActionForm, type OperatorActionFormProps } from './operator-action-form';

/** The action a dialog runs: TanStack Query's mutation, as far as the dialog needs it. */
type DialogAction<Variables, Result> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  reset: () => void;
  mutate: (variables: Variables, options: { onSuccess: (result: Result) => void }) => void;
};

type ReasonDialogProps<
  Variables,
  Result,
  Values extends { reason: string },
  Input extends FieldValues,
> = Omit<OperatorActionFormProps<Values, Input>, 'action' | 'onKeep' | 'onConfirm'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  action: DialogAction<Variables, Result>;
  /** What the call sends, from the checked reason and the form's other fields. */
  send: (reason: string, values: Values) => Variables;
  /** The success toast's title and sentence, once the server has done it. */
  done: (result: Result, values: Values) => { title: string; description: string };
};

/**
 * A manager's action that asks why (`OperatorActionForm`) in a dialog: it cannot be dismissed
 * while the call runs; closing it forgets the last refusal and what was typed; once the server
 * has done it, a toast says so and the dialog closes. The server has the last word: its refusal
 * (a 409 in its own sentence) shows in the dialog.
 */
export function ReasonDialog<
  Variables,
  Result,
  Values extends { reason: string } = { reason: string },
  Input extends FieldValues = Values,
>({
  open,
  onOpenChange,
  title,
  description,
  action,
  send,
  done,
  ...form
}: ReasonDialogProps<Variables, Result, Values, Input>) {
  const openChange = (isOpen: boolean) => {
    if (!isOpen) {
      action.reset();
      form.form?.reset();
    }
    onOpenChange(isOpen);
  };
  const close = () => openChange(false);
  return (
    <Dialog
      open={open}
      onOpenChange={openChange}
      dismissible={!action.isPending}
      title={title}
      description={description}
    >
      <OperatorActionForm
        {...form}
        action={action}
        onKeep={close}
        onConfirm={(reason, values) =>
          action.mutate(send(reason, values), {
            onSuccess: (result) => {
              toast({ ...done(result, values), variant: 'success' });
              close();
            },
          })
        }
      />
    </Dialog>
  );
}
