import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';

import { FetchErrorAlert } from './fetch-error-alert';
import { LoadingSkeleton, type SkeletonShape } from './loading-skeleton';
import { Sheet } from './sheet';

type DetailSheetProps<Data> = {
  /** Open while an item is chosen (its id from the URL), closed on null. */
  open: boolean;
  /** The chosen item's detail query. */
  query: UseQueryResult<Data>;
  /** The item's name; the list row's while the detail loads. */
  title: string;
  /** The close button's name: "Close the user's details". */
  closeLabel: string;
  /** While the detail loads: placeholders shaped like its facts. */
  loading: SkeletonShape;
  /** What a failed read could not fetch: "this user". */
  what: string;
  onClose: () => void;
  /** The details, once read. */
  children: (data: Data) => ReactNode;
};

/**
 * An item's drawer beside its list (a user, an item of content, an error group): the panel from
 * the right with its loading placeholders, its error with a retry, then the details.
 */
export function DetailSheet<Data>({
  open,
  query,
  title,
  closeLabel,
  loading,
  what,
  onClose,
  children,
}: DetailSheetProps<Data>) {
  return (
    <Sheet
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={title}
      side="right"
      size="panel"
      closeLabel={closeLabel}
    >
      {query.isPending ? (
        <LoadingSkeleton {...loading} />
      ) : query.isError ? (
        <FetchErrorAlert what={what} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </Sheet>
  );
}
