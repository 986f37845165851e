import { BUILT_IN_WORKFLOWS } from '../built-in-workflows';
import { validateGraph } from '../validate-graph';

/** A step card's width on the canvas (ui: DEFAULT_NODE_SIZE) and the room its ports need beside it. */
const CARD_WIDTH = 240;
const PORT_ROOM = 60;

describe('the built-in workflows', () => {
  it.each(BUILT_IN_WORKFLOWS.map((w) => [w.name, w] as const))(
    '%s is valid and opens with room between its steps for their connections',
    (_name, workflow) => {
      expect(validateGraph(workflow.graph)).toEqual([]);
      const xs = workflow.graph.nodes.map((n) => n.position.x).sort((a, b) => a - b);
      for (let i = 1; i < xs.length; i++) {
        expect(xs[i]! - xs[i - 1]!).toBeGreaterThanOrEqual(CARD_WIDTH + PORT_ROOM);
      }
    },
  );
});
