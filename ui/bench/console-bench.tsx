import { QueryClientProvider } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';

import '@/index.css';
import {
  COMPARISON_PAGE_SIZE,
  RunComparisonPage,
} from '@/features/executions-console/components/run-comparison/run-comparison-page';
import {
  HISTORY_PAGE_SIZE,
  HistorySection,
} from '@/features/executions-console/components/run-page/history-section';
import { createQueryClient } from '@/lib/query-client';
import { EVENTS, STEPS, firstRun, history, secondRun } from './console-data';

// The console benchmark's page (infra/bench/console.ts), one case per load (`?case=`):
//  comparison       the real run comparison of two 200-step runs
//  history          the real run page's history section, opened on a 1,000-event history
//  bare-comparison  a plain React table of the rows the comparison draws (the baseline)
//  bare-history     a plain React table of the rows the history draws (the baseline)
// It records when the work began (`__start`: the render, or the click that opens the history)
// and when the screen was ready (`__ready`, at the next frame): the rows it draws at first (the
// screens draw a page of rows, then more when asked) and its "Show more" button.

type Probe = { __start?: number; __ready?: number };
const probe = globalThis as unknown as Probe;
const kind = new URLSearchParams(location.search).get('case') ?? 'comparison';

// The history call answered in the page: the figure is the screen's, not a server's.
const realFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  String(input).includes('/history')
    ? Promise.resolve(Response.json(history))
    : realFetch(input, init);

/** Marks ready once `selector` matches `count` elements, at the frame after. */
function readyWhen(selector: string, count: number) {
  (function watch() {
    if (document.querySelectorAll(selector).length >= count) {
      requestAnimationFrame(() => (probe.__ready = performance.now()));
      return;
    }
    requestAnimationFrame(watch);
  })();
}

function BareTable({ rows }: { rows: { id: string; cells: string[] }[] }) {
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id} data-bare-row="">
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const pages: Record<string, () => React.ReactNode> = {
  comparison: () => {
    readyWhen('[data-testid^="compare-step-"]', Math.min(STEPS, COMPARISON_PAGE_SIZE));
    return <RunComparisonPage a={firstRun} b={secondRun} />;
  },
  history: () => {
    // Timed from the click that opens it, as an operator does.
    document.addEventListener('click', () => (probe.__start ??= performance.now()), true);
    readyWhen('[data-testid^="history-event-"]', Math.min(EVENTS, HISTORY_PAGE_SIZE));
    return <HistorySection executionId={firstRun.run.id} />;
  },
  'bare-comparison': () => {
    readyWhen('[data-bare-row]', COMPARISON_PAGE_SIZE);
    return (
      <BareTable
        rows={firstRun.nodes.slice(0, COMPARISON_PAGE_SIZE).map((node, i) => ({
          id: node.id,
          cells: [node.label, node.status, secondRun.nodes[i]!.status, String(node.durationMs)],
        }))}
      />
    );
  },
  'bare-history': () => {
    readyWhen('[data-bare-row]', HISTORY_PAGE_SIZE);
    return (
      <BareTable
        rows={history.events.slice(0, HISTORY_PAGE_SIZE).map((event) => ({
          id: String(event.id),
          cells: [String(event.id), event.at ?? '', event.label, event.summary],
        }))}
      />
    );
  },
};

if (kind !== 'history') probe.__start = performance.now();
const element = pages[kind]!();
const router = createMemoryRouter([{ path: '*', element }]);
createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={createQueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
