import { type ComponentProps, type ReactNode } from 'react';
import { type FieldValues } from 'react-hook-form';

import { toast, type ToastInput } from '@/lib/toast';
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
  /** `lg` for an action with choices of its own (a replay's start and version). */
  size?: ComponentProps<typeof Dialog>['size'];
  action: DialogAction<Variables, Result>;
  /** What the call sends, from the checked reason and the form's other fields. */
  send: (reason: string, values: Values) => Variables;
  /**
   * The toast once the server has taken it: its title and sentence, in the success tone unless it
   * names another (a cancellation still under way says so in the plain one).
   */
  done: (result: Result, values: Values) => ToastInput & { description: string };
  /** What follows, once the dialog has closed: the screen follows a new run or job. */
  onDone?: (result: Result) => void;
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
  size,
  action,
  send,
  done,
  onDone,
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
      size={size}
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
              toast({ variant: 'success', ...done(result, values) });
              close();
              onDone?.(result);
            },
          })
        }
      />
    </Dialog>
  );
}
