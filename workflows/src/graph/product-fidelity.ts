import { z } from 'zod';
import { cutoutMetaSchema } from './cutout-meta';

/**
 * The fidelity gate on generated scenes (orchestrator/src/images/fidelity/): a generative model
 * asked to keep the product may redraw its label, shape or colour. The gate compares the
 * product's region of the scene with the cut-out and, below its thresholds, acts as the node's
 * `fidelity` param says. Part of the graph model because the param is a node setting and the
 * record travels to the run's and the content's screens.
 */

/** `restore`: composite the original product back; `retry`: ask again, then restore; `off`. */
export const FIDELITY_MODES = ['restore', 'retry', 'off'] as const;
export type FidelityMode = (typeof FIDELITY_MODES)[number];

/** The most extra calls `retry` may make (each is a paid provider call inside one activity). */
export const MAX_FIDELITY_RETRIES = 2;

/** The settings every scene node takes, spread into its params schema. */
export const FIDELITY_PARAMS = {
  fidelity: z.enum(FIDELITY_MODES).default('restore').meta({
    title: 'Product fidelity',
    description:
      'When a generative model changes the product: put the original product back (restore), ask the model again first (retry), or keep its scene (off).',
  }),
  fidelityRetries: z.number().int().min(1).max(MAX_FIDELITY_RETRIES).default(1).meta({
    title: 'Fidelity retries',
    description: 'With retry: how many more times the model is asked before restoring.',
  }),
};

/**
 * What the gate did: `passed` on the first call; `retried`, passed after asking again;
 * `restored`, the original product composited back; `off`, measured but left as made;
 * `composited`, not measured: the scene was built from the cut-out's own pixels (the local
 * scenes).
 */
export const FIDELITY_ACTIONS = ['passed', 'retried', 'restored', 'off', 'composited'] as const;
export type FidelityAction = (typeof FIDELITY_ACTIONS)[number];

/** The gate's record on a scene node's state. Scores are of the scene the model returned last. */
export const productFidelitySchema = z.object({
  action: z.enum(FIDELITY_ACTIONS),
  /** The smallest of ssim, detail and 1 − ΔE/50: 1 is the product untouched. */
  score: z.number().optional(),
  /** Masked SSIM of the luminance over the product's solid pixels. */
  ssim: z.number().optional(),
  /** Mean CIEDE2000 colour difference over the same pixels. */
  deltaE: z.number().optional(),
  /** Gradient-magnitude similarity where either image has edges: the label's detail. */
  detail: z.number().optional(),
  /** Provider calls made for the scene (more than one after retries). */
  attempts: z.number().int().min(1),
});
export type ProductFidelity = z.infer<typeof productFidelitySchema>;

/**
 * What a node's run records beside its outputs: who made it, and the gate's verdict; a cut-out
 * its objects, for the touch-up (cutout-meta.ts).
 */
export const nodeMetaSchema = z.object({
  provider: z.string().optional(),
  model: z.string().optional(),
  fidelity: productFidelitySchema.optional(),
  cutout: cutoutMetaSchema.optional(),
});
export type NodeMeta = z.infer<typeof nodeMetaSchema>;
