import { Check } from 'lucide-react';
import { type ReactNode } from 'react';

import {
  FlatLayScene,
  NaturalPlacementScene,
  OriginalPhotoScene,
  WaterSplashScene,
  WhitePackshotScene,
} from './product-scenes';

const outputs = [
  { label: 'White Packshot', scene: <WhitePackshotScene /> },
  { label: 'Flat Lay', scene: <FlatLayScene /> },
  { label: 'Natural Placement', scene: <NaturalPlacementScene /> },
  { label: 'Water Splash', scene: <WaterSplashScene /> },
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
          <span className="truncate text-ink">serum-bottle.jpg</span>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-700">
            <Check className="size-3.5" aria-hidden="true" />4 images ready
          </span>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:grid-rows-2 sm:gap-3">
          <Tile label="Your photo" className="row-span-2">
            <OriginalPhotoScene />
          </Tile>
          {outputs.map((output) => (
            <Tile key={output.label} label={output.label} className="aspect-square">
              {output.scene}
            </Tile>
          ))}
        </div>
      </div>
    </div>
  );
}

function Tile({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`relative overflow-hidden rounded-xl ring-1 ring-black/5 ${className}`}>
      {children}
      <span className="absolute bottom-1.5 left-1.5 max-w-[calc(100%-0.75rem)] truncate rounded-full bg-white/90 px-2 py-0.5 text-[10px] font-semibold text-ink shadow-sm sm:bottom-2 sm:left-2 sm:text-xs">
        {label}
      </span>
    </div>
  );
}
