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
 * at 360 px), the run's cost and a Generate button stay at the bottom while the panel is out of
 * view: a card floating above the phone's tab bar (64 px and its 1 px border) and clear of its
 * raised create button (which rises 20 px above it), so neither covers the other; the snap's
 * name and the run's cost wrap rather than being cut. Generating brings the panel, and the run's
 * progress in it, into view.
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
      className="fixed inset-x-3 bottom-[calc(4rem+1px+1.75rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-2xl rounded-2xl border border-line bg-surface/95 shadow-raised backdrop-blur md:bottom-4"
    >
      <div className="flex items-center gap-3 py-2.5 pr-2.5 pl-4">
        <p className="min-w-0 flex-1 text-sm leading-snug">
          <span className="line-clamp-2 font-medium break-words text-ink">{summary}</span>
          {detail ? <span className="block text-ink-muted tabular-nums">{detail}</span> : null}
        </p>
        <Button
          onClick={() => {
            onGenerate();
            // To the panel's top, where the run's progress appears: a target that stays put
            // while the form below it gives way to the progress (its centre would move). Smooth
            // as the page's CSS says: instant for someone who asked for reduced motion.
            panel?.scrollIntoView({ behavior: 'auto', block: 'start' });
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
