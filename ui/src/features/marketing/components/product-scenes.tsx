import { useId } from 'react';

/*
 * Illustrations of one product in the styles snaps produce. Drawn as SVG so the landing page needs
 * no image downloads and stays sharp at any size. Every scene is 100 x 100 except the original
 * photo, which is 100 x 200.
 */

type BottleProps = { x: number; y: number; scale?: number; rotate?: number };

/** An amber serum bottle with a dropper, its base centred on (x, y). */
function Bottle({ x, y, scale = 1, rotate = 0 }: BottleProps) {
  return (
    <g transform={`translate(${x} ${y}) rotate(${rotate}) scale(${scale}) translate(-14 -68)`}>
      <rect x="9" y="0" width="10" height="13" rx="5" fill="#2b2540" />
      <rect x="6" y="10" width="16" height="14" rx="3" fill="#1f1b2e" />
      <rect x="0" y="23" width="28" height="45" rx="6" fill="#c9772f" />
      <rect x="3" y="27" width="4" height="36" rx="2" fill="#fff" opacity="0.35" />
      <rect x="5" y="39" width="18" height="17" rx="2" fill="#fff7ec" />
      <rect x="8" y="43" width="12" height="2" rx="1" fill="#c9772f" />
      <rect x="8" y="48" width="9" height="1.5" rx="0.75" fill="#d9c7b3" />
      <rect x="8" y="51" width="11" height="1.5" rx="0.75" fill="#d9c7b3" />
    </g>
  );
}

export function OriginalPhotoScene() {
  const id = useId();
  return (
    <svg viewBox="0 0 100 200" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <linearGradient id={`${id}-wall`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bdb3a6" />
          <stop offset="1" stopColor="#978d80" />
        </linearGradient>
      </defs>
      <rect width="100" height="200" fill={`url(#${id}-wall)`} />
      <rect x="58" y="18" width="34" height="62" rx="2" fill="#e9e2d6" opacity="0.45" />
      <rect x="0" y="128" width="100" height="72" fill="#7d7367" />
      <rect x="0" y="128" width="100" height="3" fill="#6a6156" />
      <rect x="8" y="96" width="20" height="34" rx="3" fill="#8a8075" />
      <circle cx="80" cy="118" r="11" fill="#a4998c" />
      <ellipse cx="62" cy="152" rx="26" ry="5" fill="#3d362f" opacity="0.45" />
      <Bottle x={48} y={150} scale={0.95} rotate={-7} />
    </svg>
  );
}

export function WhitePackshotScene() {
  const id = useId();
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <radialGradient id={`${id}-shadow`}>
          <stop offset="0" stopColor="#000" stopOpacity="0.22" />
          <stop offset="1" stopColor="#000" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="100" height="100" fill="#fff" />
      <ellipse cx="50" cy="76" rx="22" ry="4" fill={`url(#${id}-shadow)`} />
      <Bottle x={50} y={76} scale={0.8} />
    </svg>
  );
}

export function FlatLayScene() {
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" className="size-full">
      <rect width="100" height="100" fill="#f1e3d0" />
      <circle cx="16" cy="16" r="12" fill="#e6d0b3" />
      <circle cx="16" cy="16" r="7" fill="#efdcc4" />
      <ellipse cx="84" cy="14" rx="13" ry="5.5" fill="#6f9a6a" transform="rotate(35 84 14)" />
      <ellipse cx="91" cy="30" rx="10" ry="4.5" fill="#86ae7f" transform="rotate(-20 91 30)" />
      <ellipse cx="8" cy="56" rx="11" ry="4.5" fill="#86ae7f" transform="rotate(-60 8 56)" />
      <circle cx="86" cy="70" r="7" fill="#d8a7a0" />
      <circle cx="86" cy="70" r="3.5" fill="#f5d9d3" />
      <ellipse
        cx="54"
        cy="50"
        rx="28"
        ry="10"
        fill="#8a6f52"
        opacity="0.22"
        transform="rotate(30 54 50)"
      />
      <Bottle x={73.6} y={59.6} scale={0.8} rotate={-60} />
    </svg>
  );
}

export function NaturalPlacementScene() {
  const id = useId();
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#dcefe6" />
          <stop offset="1" stopColor="#9cc7a8" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-sky)`} />
      <ellipse cx="18" cy="46" rx="7" ry="22" fill="#5f8f68" transform="rotate(-18 18 46)" />
      <ellipse cx="84" cy="42" rx="6" ry="20" fill="#6f9f78" transform="rotate(20 84 42)" />
      <ellipse cx="76" cy="54" rx="5" ry="16" fill="#4f7f58" transform="rotate(-10 76 54)" />
      <rect x="24" y="74" width="52" height="26" fill="#9b958b" />
      <ellipse cx="50" cy="74" rx="26" ry="5" fill="#b7b1a6" />
      <ellipse cx="50" cy="74" rx="15" ry="2.5" fill="#6d675d" opacity="0.4" />
      <Bottle x={50} y={74} scale={0.74} />
    </svg>
  );
}

export function WaterSplashScene() {
  const id = useId();
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="xMidYMid slice" className="size-full">
      <defs>
        <linearGradient id={`${id}-water`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7fd3f5" />
          <stop offset="1" stopColor="#1f6fd1" />
        </linearGradient>
      </defs>
      <rect width="100" height="100" fill={`url(#${id}-water)`} />
      <circle cx="22" cy="28" r="3" fill="#fff" opacity="0.7" />
      <circle cx="78" cy="22" r="4" fill="#fff" opacity="0.6" />
      <circle cx="84" cy="42" r="2" fill="#fff" opacity="0.8" />
      <circle cx="14" cy="48" r="2.5" fill="#fff" opacity="0.6" />
      <circle cx="30" cy="14" r="1.8" fill="#fff" opacity="0.8" />
      <Bottle x={50} y={76} scale={0.78} rotate={8} />
      <path
        d="M6 84 C 20 62, 30 76, 38 64 C 44 74, 56 74, 62 64 C 70 76, 80 60, 94 84 Z"
        fill="#fff"
        opacity="0.6"
      />
      <path d="M0 86 C 25 80, 75 80, 100 86 L 100 100 L 0 100 Z" fill="#1b5fb8" opacity="0.5" />
    </svg>
  );
}
