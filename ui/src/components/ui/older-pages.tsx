import { Button } from './button';

export type OlderPagesProps = {
  /** TanStack Query's infinite query of a keyset list. */
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  /** The button's words: "Show older runs". */
  more: string;
  /** Said once everything is loaded: "That is every run." */
  end: string;
};

/** The foot of a list read a keyset page at a time: the next page on request, or the end said. */
export function OlderPages({ list, more, end }: OlderPagesProps) {
  return list.hasNextPage ? (
    <div className="flex justify-center">
      <Button
        variant="secondary"
        isLoading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {more}
      </Button>
    </div>
  ) : (
    <p className="text-center text-sm text-ink-muted">{end}</p>
  );
}
