import { createHash } from 'node:crypto';
import { type ImageResult } from '../capabilities';
import { processWide } from '../../process-wide';

/** What the remembered cut-outs may hold at most, in bytes of their images. */
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * The last cut-outs a process made, by the photo's bytes and the remover's settings: the model is
 * deterministic, and a photo is often cut out twice in a row — a graph with a white and a black
 * packshot of one photo, a scene beside a packshot, a run replayed from the start — each costing
 * seconds of CPU. Least recently used ones go first once MAX_BYTES is reached. Only finished
 * cut-outs are kept (a cancelled or failed one is not), and each caller gets its own copy of the
 * bytes. Shared by every remover of the process (and, under Jest, by every test file of a worker:
 * process-wide.ts).
 */
export class RememberedCutouts {
  private readonly entries = new Map<string, ImageResult>();
  private bytes = 0;

  constructor(private readonly maxBytes = MAX_BYTES) {}

  /** Remembers nothing: every call runs the model (benchmarks, tests of the model itself). */
  static none(): RememberedCutouts {
    return new RememberedCutouts(0);
  }

  static key(photo: Buffer, settings: string): string {
    return createHash('sha256').update(settings).update('\0').update(photo).digest('hex');
  }

  get(key: string): ImageResult | undefined {
    const found = this.entries.get(key);
    if (!found) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, found);
    return copy(found);
  }

  remember(key: string, result: ImageResult): void {
    if (result.image.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, copy(result));
    this.bytes += result.image.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.image.length;
    }
  }
}

function copy(result: ImageResult): ImageResult {
  return {
    ...result,
    image: Buffer.from(result.image),
    droppedObjects: result.droppedObjects?.map((box) => ({ ...box })),
  };
}

/** The process's remembered cut-outs. */
export function rememberedCutouts(): RememberedCutouts {
  let shared = processWide.get('remembered cut-outs') as RememberedCutouts | undefined;
  if (!shared) {
    shared = new RememberedCutouts();
    processWide.set('remembered cut-outs', shared);
  }
  return shared;
}
