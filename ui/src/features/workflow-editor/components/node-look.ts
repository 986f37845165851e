import { type NodeCategory } from '@studio/workflows/graph/node-catalogue';
import { type PortType } from '@studio/workflows/graph/ports';
import { Boxes, Image, LogIn, PackageCheck, Sparkles, Type, type LucideIcon } from 'lucide-react';

/**
 * Each category's colour band and icon on the canvas and in the palette, and the fill a card takes
 * when the canvas is zoomed out too far to read it (`far`, see FAR_CLASS).
 */
export const CATEGORY_LOOK: Record<
  NodeCategory,
  { label: string; icon: LucideIcon; band: string; chip: string; far: string }
> = {
  input: {
    label: 'Inputs',
    icon: LogIn,
    band: 'bg-emerald-600',
    chip: 'bg-emerald-50 text-emerald-800',
    far: 'in-[.flow-far]:bg-emerald-600',
  },
  image: {
    label: 'Image',
    icon: Image,
    band: 'bg-sky-600',
    chip: 'bg-sky-50 text-sky-800',
    far: 'in-[.flow-far]:bg-sky-600',
  },
  ai: {
    label: 'AI',
    icon: Sparkles,
    band: 'bg-violet-600',
    chip: 'bg-violet-50 text-violet-800',
    far: 'in-[.flow-far]:bg-violet-600',
  },
  text: {
    label: 'Text',
    icon: Type,
    band: 'bg-amber-600',
    chip: 'bg-amber-50 text-amber-900',
    far: 'in-[.flow-far]:bg-amber-600',
  },
  output: {
    label: 'Output',
    icon: PackageCheck,
    band: 'bg-rose-600',
    chip: 'bg-rose-50 text-rose-800',
    far: 'in-[.flow-far]:bg-rose-600',
  },
  subsnap: {
    label: 'Sub-snaps',
    icon: Boxes,
    band: 'bg-indigo-600',
    chip: 'bg-indigo-50 text-indigo-800',
    far: 'in-[.flow-far]:bg-indigo-600',
  },
};

/**
 * Below this zoom a card's words are under 6 px tall, too small to read, so the canvas draws the
 * cards as blocks of their category's colour (what ComfyUI calls its low-quality mode): on a
 * 500-node graph the shadows, icons and words were most of what a pan or a drag repainted.
 */
export const FAR_ZOOM = 0.45;
/** Set on the canvas while it is zoomed out below FAR_ZOOM; cards style themselves from it. */
export const FAR_CLASS = 'flow-far';

/**
 * Port colour and shape by what flows through it, so a mismatch is visible before it is tried
 * (and not by colour alone): an image is a round blue dot, a list of images a purple square, text
 * an amber diamond.
 */
export const PORT_LOOK: Record<PortType, { label: string; className: string }> = {
  image: { label: 'Image', className: '!rounded-full !bg-sky-500' },
  images: { label: 'List of images', className: '!rounded-[2px] !bg-violet-500' },
  text: { label: 'Text', className: '!rounded-[1px] rotate-45 !bg-amber-500' },
};

/** The palette's drag carries the node type under this MIME type. */
export const NODE_DRAG_TYPE = 'application/x-workflow-node';
