import { screen, within } from '@testing-library/react';

import { buildManager } from '@/testing/data';
import {
  buildExecutionDetails,
  PACKSHOT_GRAPH,
  runId,
  serveRunPages,
} from '@/testing/execution-details';
import { signInAs } from '@/testing/handlers';
import { renderApp } from '@/testing/render-app';

const failed = buildExecutionDetails({ run: { id: runId(1), status: 'failed', version: 1 } });
/** Its replay on version 2 (black background), which succeeded. */
const replay = buildExecutionDetails({
  run: { id: runId(2), status: 'succeeded', version: 2, replayOf: runId(1), error: null },
  graph: {
    ...PACKSHOT_GRAPH,
    nodes: PACKSHOT_GRAPH.nodes.map((node) =>
      node.id === 'packshot' ? { ...node, params: { background: 'black' } } : node,
    ),
  },
  nodes: failed.nodes.map((node) =>
    node.id === 'packshot'
      ? {
          ...node,
          status: 'succeeded' as const,
          error: undefined,
          outputs: { image: { kind: 'image' as const, fileKey: 'made/packshot.png' } },
          durationMs: 900,
        }
      : node.id === 'out'
        ? { ...node, status: 'succeeded' as const }
        : node,
  ),
});

describe('/manager/workflow-executions/compare', () => {
  it('sets a failed run beside its replay: each step, the differences marked, the versions’ diff', async () => {
    signInAs(buildManager());
    serveRunPages([failed, replay]);
    renderApp(`/manager/workflow-executions/compare?a=${runId(1)}&b=${runId(2)}`);

    expect(await screen.findByTestId('comparison-summary')).toHaveTextContent(
      'failed → succeeded · version 1 → 2 · 2 of 3 steps differ',
    );
    const second = screen.getByRole('region', { name: 'Second run' });
    expect(second).toHaveTextContent('A replay of the other run');
    expect(
      within(second).getByRole('link', { name: `Run ${runId(2).slice(0, 8)}` }),
    ).toHaveAttribute('href', `/manager/workflow-executions/${runId(2)}`);

    const packshot = screen.getByTestId('compare-step-packshot');
    expect(packshot).toHaveAttribute('data-differs', 'true');
    expect(packshot).toHaveTextContent('Status: failed → succeeded');
    expect(packshot).toHaveTextContent('Setting background changed');
    expect(within(packshot).getByRole('img', { name: 'Packshot, second run' })).toBeVisible();
    expect(screen.getByTestId('compare-step-photo')).toHaveAttribute('data-differs', 'false');
    expect(screen.getByRole('region', { name: 'Inputs' })).toHaveTextContent(
      'Both runs were given the same inputs.',
    );
    expect(screen.getByRole('region', { name: 'Graphs' })).toHaveTextContent(
      'background "white" → "black"',
    );
  });

  it('draws a long comparison fifty steps at a time', async () => {
    signInAs(buildManager());
    // Two runs of a 120-step graph: text steps, all alike.
    const nodes = Array.from({ length: 120 }, (_, i) => ({
      id: `step${i + 1}`,
      type: 'text.caption',
      label: `Step ${i + 1}`,
      status: 'succeeded' as const,
    }));
    const graph = {
      nodes: nodes.map((node, i) => ({
        id: node.id,
        type: node.type,
        params: {},
        position: { x: i * 300, y: 0 },
      })),
      edges: [],
    };
    const long = (n: number) =>
      buildExecutionDetails({
        run: { id: runId(n), status: 'succeeded', error: null },
        graph,
        nodes,
      });
    serveRunPages([long(1), long(2)]);
    const { user } = renderApp(`/manager/workflow-executions/compare?a=${runId(1)}&b=${runId(2)}`);

    expect(await screen.findByTestId('compare-step-step25')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-step-step26')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show 25 more of 95 steps' }));
    expect(screen.getByTestId('compare-step-step50')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-step-step51')).toBeNull();
    for (const left of [70, 45]) {
      await user.click(screen.getByRole('button', { name: `Show 25 more of ${left} steps` }));
    }
    await user.click(screen.getByRole('button', { name: 'Show 20 more of 20 steps' }));
    expect(screen.getByTestId('compare-step-step120')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /more of/ })).toBeNull();
  });

  it('says how to pick two runs when it is not given them', async () => {
    signInAs(buildManager());
    renderApp('/manager/workflow-executions/compare?a=only-one');

    expect(await screen.findByRole('heading', { name: 'Compare two runs' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the runs' })).toHaveAttribute(
      'href',
      '/manager/workflow-executions',
    );
  });

  it('offers to try again when a run cannot be read', async () => {
    signInAs(buildManager());
    serveRunPages([failed]);
    renderApp(`/manager/workflow-executions/compare?a=${runId(1)}&b=${runId(9)}`);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch the two runs.');
  });
});
