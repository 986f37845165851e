import { type WorkflowGraph } from './graph';

export interface BuiltInWorkflow {
  /** The workflow's and the snap's name; the spec's snap names. */
  name: string;
  description: string;
  category: string;
  tags: string[];
  graph: WorkflowGraph;
}

const at = (x: number, y = 0) => ({ x, y });

/**
 * From one step's left edge to the next's: a card's width (240) and the gap Tidy up leaves between
 * ranks (90), so a built-in opens with room for its connections (the walk found them edge to edge,
 * their ports overlapping).
 */
const STEP_GAP = 330;

/** photo -> [cut-out ->] step -> content: the shape of every built-in snap. */
function chain(
  steps: Array<{ id: string; type: string; params?: Record<string, unknown> }>,
): WorkflowGraph {
  const nodes = [
    { id: 'photo', type: 'input.image', params: { name: 'image' }, position: at(0) },
    ...steps.map((s, i) => ({
      id: s.id,
      type: s.type,
      params: s.params ?? {},
      position: at(STEP_GAP * (i + 1)),
    })),
    {
      id: 'out',
      type: 'output.content',
      params: { contentType: 'static_image' },
      position: at(STEP_GAP * (steps.length + 1)),
    },
  ];
  const ids = nodes.map((n) => n.id);
  const edges = ids.slice(1).map((target, i) => ({
    id: `e${i + 1}`,
    source: ids[i]!,
    sourcePort: 'image',
    target,
    targetPort: target === 'out' ? 'images' : 'image',
  }));
  return { nodes, edges };
}

/** photo -> cut-out -> a scene of `type` -> content: the shape of every scene snap. */
const cutOutThen = (type: string, params: Record<string, unknown>): WorkflowGraph =>
  chain([
    { id: 'cutout', type: 'image.remove-background' },
    { id: 'scene', type, params },
  ]);

/** The workflows every installation starts with: the spec's snaps, then the studio styles. */
export const BUILT_IN_WORKFLOWS: BuiltInWorkflow[] = [
  {
    name: 'White Packshot',
    description: 'Your product on a clean white studio background with a soft shadow.',
    category: 'Packshots',
    tags: ['packshot', 'white-background'],
    graph: chain([{ id: 'packshot', type: 'image.packshot', params: { background: 'white' } }]),
  },
  {
    name: 'Black Packshot',
    description: 'Your product on a deep black background for a premium look.',
    category: 'Packshots',
    tags: ['packshot', 'black-background'],
    graph: chain([{ id: 'packshot', type: 'image.packshot', params: { background: 'black' } }]),
  },
  {
    name: 'Flat Lay',
    description: 'Your product from above on a styled surface with props.',
    category: 'Lifestyle',
    tags: ['flat-lay', 'lifestyle'],
    graph: cutOutThen('image.flat-lay', { surface: 'linen' }),
  },
  {
    name: 'Natural Placement',
    description: 'Your product in a natural setting with matching light.',
    category: 'Lifestyle',
    tags: ['natural-environment', 'natural-placement', 'lifestyle'],
    graph: cutOutThen('image.natural-placement', { setting: 'garden' }),
  },
  {
    name: 'Water Splash',
    description: 'Your product in a dynamic splash of water.',
    category: 'Creative',
    tags: ['water-splash', 'creative'],
    graph: cutOutThen('image.water-splash', { colour: 'blue' }),
  },
  {
    name: 'Pastel Podium',
    description: 'Your product on a pastel podium in a soft-lit studio.',
    category: 'Studio',
    tags: ['studio', 'podium', 'pastel'],
    graph: cutOutThen('image.pastel-podium', {
      colour: 'blush',
      podium: 'cylinder',
      light: 'left',
    }),
  },
  {
    name: 'Marble Plinth',
    description: 'Your product on a polished marble plinth, mirrored in its top.',
    category: 'Studio',
    tags: ['studio', 'marble', 'luxury'],
    graph: cutOutThen('image.marble-plinth', { marble: 'white', backdrop: 'stone', light: 'left' }),
  },
  {
    name: 'Sunlit Shadow Play',
    description: 'Your product in warm window sun, with shadows of blinds across wall and floor.',
    category: 'Studio',
    tags: ['studio', 'sunlight', 'shadows'],
    graph: cutOutThen('image.sunlit-shadow-play', {
      pattern: 'blinds',
      wall: 'cream',
      light: 'left',
    }),
  },
];
