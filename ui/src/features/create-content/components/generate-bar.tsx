import { Sparkles } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { useInView } from '@/hooks/use-in-view';
import { useMediaQuery } from '@/hooks/use-media-query';

type GenerateBarProps = {
  /** The Generate panel: the bar shows only while it is out of view. */
  panel: HTMLElement | null;
  /** The snap a run would use, or what is still to choose. */
  summary: string;
  /** What the run adds and costs, "+ 3 formats · 3 tokens", on a line of its own. */
  detail: string | null;
  ready: boolean;
  loading: boolean;
  onGenerate: () => void;
};

/**
 * On screens where the Generate panel comes after every snap (below 1024 px, about 1,650 px down
 * at 360 px), the run's cost and a Generate button stay at the bottom, above the tab bar (64 px and its 1 px border), while
 * the panel is out of view. Generating brings the panel, and the run's progress in it, into view.
 */
export function GenerateBar({
  panel,
  summary,
  detail,
  ready,
  loading,
  onGenerate,
}: GenerateBarProps) {
  const narrow = useMediaQuery('(max-width: 1023.98px)');
  const panelInView = useInView(panel);
  if (!narrow || panelInView) return null;
  return (
    <section
      aria-label="Generate shortcut"
      className="fixed inset-x-0 bottom-[calc(4rem+1px+env(safe-area-inset-bottom))] z-30 border-t border-line bg-surface/95 shadow-raised backdrop-blur md:bottom-0 md:pb-[env(safe-area-inset-bottom)]"
    >
      <div className="mx-auto flex max-w-2xl items-center gap-3 px-4 py-3">
        <p className="min-w-0 flex-1 text-sm">
          <span className="block truncate font-medium text-ink">{summary}</span>
          {detail ? (
            <span className="block truncate text-ink-muted tabular-nums">{detail}</span>
          ) : null}
        </p>
        <Button
          onClick={() => {
            onGenerate();
            panel?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          }}
          disabled={!ready}
          isLoading={loading}
        >
          <Sparkles className="size-4" aria-hidden="true" />
          Generate
        </Button>
      </div>
    </section>
  );
}
