import { Check } from 'lucide-react';

import flatLay from '../examples/flat-lay.webp';
import naturalPlacement from '../examples/natural-placement.webp';
import original from '../examples/original.webp';
import waterSplash from '../examples/water-splash.webp';
import whitePackshot from '../examples/white-packshot.webp';

// Every picture here was made by the product's own pipeline from one phone photo (`npm run
// examples`; a test keeps them current), so the page never promises what the engine does not do.
const outputs = [
  { label: 'White Packshot', src: whitePackshot },
  { label: 'Flat Lay', src: flatLay },
  { label: 'Natural Placement', src: naturalPlacement },
  { label: 'Water Splash', src: waterSplash },
] as const;

/** The hero's picture: one product photo and the images snaps made from it. */
export function HeroShowcase() {
  return (
    <div
      role="img"
      aria-label="One product photo turned into a White Packshot, a Flat Lay, a Natural Placement and a Water Splash image."
      className="relative mx-auto w-full max-w-xl"
    >
      <div className="rounded-[1.75rem] border border-line bg-surface p-3 shadow-raised sm:p-4">
        <div className="mb-3 flex items-center justify-between gap-2 px-1 text-xs font-medium sm:text-sm">
          <span className="truncate text-ink">teal-mug.jpg</span>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700">
            <Check className="size-3.5" aria-hidden="true" />4 images ready
          </span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:grid-rows-2 sm:gap-3">
          <Tile label="Your photo" src={original} className="row-span-2" />
          {outputs.map((output) => (
            <Tile
              key={output.label}
              label={output.label}
              src={output.src}
              className="aspect-square"
            />
          ))}
        </div>
      </div>
    </div>
  );
}

function Tile({ label, src, className }: { label: string; src: string; className: string }) {
  return (
    <div
      className={`relative overflow-hidden rounded-xl bg-surface-muted ring-1 ring-black/5 ${className}`}
    >
      {/* The tile's box is sized by the grid, so the image shifts nothing as it arrives. */}
      <img src={src} alt="" className="size-full object-cover" decoding="async" />
      <span className="absolute bottom-1.5 left-1.5 max-w-[calc(100%-0.75rem)] truncate rounded-full bg-white/90 px-2 py-0.5 text-[10px] font-semibold text-ink shadow-sm sm:bottom-2 sm:left-2 sm:text-xs">
        {label}
      </span>
    </div>
  );
}
