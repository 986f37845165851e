/**
 * The products of the cut-out cases, as SVG drawn on an 800 × 600 frame: shaded with gradients
 * the way studio light falls on round and flat bodies, with highlights, labels and caps. Each is
 * what a creator sells and what a cut-out gets wrong: a brown bottle with a kraft label, a white
 * mug with a handle, a black jar, a chair's legs, a lamp's thin arm, chrome, clear glass, a soft
 * knitted hat, a box in hard sunlight, and a potted plant that is not the product.
 */

/** An amber beer bottle with a kraft-paper label: the label is nearly the table's colour. */
export const AMBER_BOTTLE = `
<defs>
  <linearGradient id="amber" x1="0" x2="1">
    <stop offset="0" stop-color="#2a1405"/><stop offset="0.18" stop-color="#5b2e0c"/>
    <stop offset="0.3" stop-color="#b7793c"/><stop offset="0.38" stop-color="#6e3a10"/>
    <stop offset="0.8" stop-color="#4a250a"/><stop offset="1" stop-color="#1e0e03"/>
  </linearGradient>
  <linearGradient id="kraft" x1="0" x2="1">
    <stop offset="0" stop-color="#6d4a2a"/><stop offset="0.3" stop-color="#b48858"/>
    <stop offset="0.7" stop-color="#9c7246"/><stop offset="1" stop-color="#5e3f22"/>
  </linearGradient>
</defs>
<path fill="url(#amber)" d="M 382 92 L 418 92 L 420 190 C 422 232 470 250 470 300 L 470 508
  Q 470 526 452 526 L 348 526 Q 330 526 330 508 L 330 300 C 330 250 378 232 380 190 Z"/>
<rect x="378" y="76" width="44" height="22" rx="4" fill="#8a6a2a"/>
<rect x="332" y="338" width="136" height="124" fill="url(#kraft)"/>
<text x="400" y="392" font-family="DejaVu Serif" font-size="19" text-anchor="middle" fill="#3b2410">OAK &amp; ASH</text>
<rect x="360" y="408" width="80" height="4" fill="#4a2e14"/>
<text x="400" y="440" font-family="DejaVu Sans" font-size="14" text-anchor="middle" fill="#4a2e14">BROWN ALE</text>
<rect x="352" y="262" width="9" height="240" rx="4" fill="#f3d3a6" opacity="0.35"/>`;

/** A white ceramic mug: off-white shading, a handle with a hole that shows the wall. */
export const WHITE_MUG = `
<defs>
  <linearGradient id="porcelain" x1="0" x2="1">
    <stop offset="0" stop-color="#c9c9c4"/><stop offset="0.25" stop-color="#eeeeea"/>
    <stop offset="0.4" stop-color="#fbfbf9"/><stop offset="0.75" stop-color="#e2e2dd"/>
    <stop offset="1" stop-color="#bdbdb7"/>
  </linearGradient>
  <linearGradient id="handleWhite" x1="0" x2="1" y1="0" y2="1">
    <stop offset="0" stop-color="#f2f2ee"/><stop offset="1" stop-color="#c4c4be"/>
  </linearGradient>
</defs>
<path fill="url(#handleWhite)" fill-rule="evenodd"
  d="M 482 236 C 572 230 580 378 482 382 L 482 356 C 542 352 540 262 482 262 Z"/>
<path fill="url(#porcelain)" d="M 318 200 L 318 420 Q 318 452 400 452 Q 482 452 482 420 L 482 200 Z"/>
<ellipse cx="400" cy="200" rx="82" ry="20" fill="#f6f6f3"/>
<ellipse cx="400" cy="202" rx="74" ry="15" fill="#d6d6d0"/>`;

/** A black cosmetic jar with a glossy lid: black on black velvet, only its highlights show. */
export const BLACK_JAR = `
<defs>
  <linearGradient id="jar" x1="0" x2="1">
    <stop offset="0" stop-color="#050505"/><stop offset="0.2" stop-color="#1d1d1f"/>
    <stop offset="0.28" stop-color="#5a5a60"/><stop offset="0.36" stop-color="#1a1a1c"/>
    <stop offset="0.85" stop-color="#0e0e10"/><stop offset="1" stop-color="#030303"/>
  </linearGradient>
  <linearGradient id="lid" x1="0" x2="1">
    <stop offset="0" stop-color="#0a0a0a"/><stop offset="0.3" stop-color="#8a8a90"/>
    <stop offset="0.42" stop-color="#2a2a2e"/><stop offset="1" stop-color="#050505"/>
  </linearGradient>
</defs>
<path fill="url(#jar)" d="M 290 300 L 290 440 Q 290 470 400 470 Q 510 470 510 440 L 510 300 Z"/>
<path fill="url(#lid)" d="M 282 236 L 282 300 Q 282 318 400 318 Q 518 318 518 300 L 518 236 Z"/>
<ellipse cx="400" cy="236" rx="118" ry="20" fill="#2c2c30"/>
<ellipse cx="400" cy="236" rx="100" ry="13" fill="#141416"/>
<text x="400" y="400" font-family="DejaVu Sans" font-size="22" text-anchor="middle" fill="#8d8060" letter-spacing="6">NOIR</text>`;

const CHAIR_LEG = (x: number, top: number, bottom: number, w: number) =>
  `<path fill="url(#oak)" d="M ${x} ${top} L ${x + w} ${top} L ${x + w - 3} ${bottom} L ${x + 3} ${bottom} Z"/>`;

/** A wooden chair: four legs, a stretcher and a slatted back, the floor showing between them. */
export const CHAIR = `
<defs>
  <linearGradient id="oak" x1="0" x2="1">
    <stop offset="0" stop-color="#6b4423"/><stop offset="0.4" stop-color="#a8753f"/>
    <stop offset="1" stop-color="#5a381b"/>
  </linearGradient>
  <linearGradient id="seat" x1="0" x2="0" y1="0" y2="1">
    <stop offset="0" stop-color="#b9844b"/><stop offset="1" stop-color="#7a4f28"/>
  </linearGradient>
</defs>
${CHAIR_LEG(298, 70, 330, 22)}${CHAIR_LEG(478, 70, 330, 22)}
<rect x="300" y="84" width="198" height="26" rx="6" fill="url(#oak)"/>
${[0, 1, 2, 3].map((k) => `<rect x="${330 + k * 40}" y="110" width="16" height="200" fill="url(#oak)"/>`).join('')}
<path fill="url(#seat)" d="M 286 306 L 512 306 L 540 352 L 262 352 Z"/>
<rect x="262" y="352" width="278" height="18" fill="#5e3b1c"/>
${CHAIR_LEG(266, 368, 548, 20)}${CHAIR_LEG(516, 368, 548, 20)}
${CHAIR_LEG(300, 360, 500, 16)}${CHAIR_LEG(486, 360, 500, 16)}
<rect x="280" y="460" width="240" height="10" fill="url(#oak)"/>`;

/** A desk lamp: a heavy round base, arms a few pixels thin, a cone shade. */
export const DESK_LAMP = `
<defs>
  <linearGradient id="brass" x1="0" x2="1">
    <stop offset="0" stop-color="#5a4012"/><stop offset="0.35" stop-color="#e0bf6a"/>
    <stop offset="0.6" stop-color="#a07d2c"/><stop offset="1" stop-color="#4a3410"/>
  </linearGradient>
</defs>
<ellipse cx="330" cy="520" rx="80" ry="18" fill="#3a2a0c"/>
<path fill="url(#brass)" d="M 250 500 L 410 500 L 410 518 Q 330 540 250 518 Z"/>
<ellipse cx="330" cy="500" rx="80" ry="16" fill="#c9a552"/>
<line x1="330" y1="500" x2="420" y2="290" stroke="#b08a36" stroke-width="6" stroke-linecap="round"/>
<line x1="420" y1="290" x2="330" y2="150" stroke="#b08a36" stroke-width="5" stroke-linecap="round"/>
<line x1="344" y1="494" x2="428" y2="298" stroke="#6a5018" stroke-width="2"/>
<circle cx="420" cy="290" r="9" fill="url(#brass)"/>
<path fill="url(#brass)" d="M 322 134 L 352 150 L 520 250 Q 470 320 400 286 L 300 160 Z"/>
<ellipse cx="460" cy="282" rx="62" ry="24" transform="rotate(-30 460 282)" fill="#fff3c8"/>`;

/** A chrome perfume bottle: its sides mirror the grey room, its highlights burn out. */
export const CHROME_BOTTLE = `
<defs>
  <linearGradient id="chrome" x1="0" x2="1">
    <stop offset="0" stop-color="#3c3c3e"/><stop offset="0.12" stop-color="#b8b8bc"/>
    <stop offset="0.2" stop-color="#f4f4f6"/><stop offset="0.27" stop-color="#8c8c90"/>
    <stop offset="0.5" stop-color="#a9a9ad"/><stop offset="0.62" stop-color="#d9d9dd"/>
    <stop offset="0.78" stop-color="#6a6a6e"/><stop offset="0.9" stop-color="#a3a3a7"/>
    <stop offset="1" stop-color="#2e2e30"/>
  </linearGradient>
</defs>
<rect x="368" y="120" width="64" height="70" rx="10" fill="url(#chrome)"/>
<rect x="384" y="184" width="32" height="26" fill="#5a5a5e"/>
<rect x="300" y="206" width="200" height="290" rx="26" fill="url(#chrome)"/>
<rect x="336" y="330" width="128" height="40" fill="#1c1c1e" opacity="0.85"/>
<text x="400" y="358" font-family="DejaVu Sans" font-size="20" text-anchor="middle" fill="#d8d8dc">ARGENT</text>`;

const GLASS_BOTTLE_PATH = `M 378 100 L 422 100 L 424 200 C 426 236 484 256 484 306 L 484 500
  Q 484 520 464 520 L 336 520 Q 316 520 316 500 L 316 306 C 316 256 374 236 376 200 Z`;

/** A clear glass bottle of water: the floor shows through it, only its rims and glints are bright. */
export const CLEAR_BOTTLE = `
<defs>
  <linearGradient id="glass" x1="0" x2="1">
    <stop offset="0" stop-color="#27413c" stop-opacity="0.85"/>
    <stop offset="0.08" stop-color="#a9c4bd" stop-opacity="0.35"/>
    <stop offset="0.25" stop-color="#ffffff" stop-opacity="0.55"/>
    <stop offset="0.32" stop-color="#dfe9e6" stop-opacity="0.12"/>
    <stop offset="0.85" stop-color="#c8d8d4" stop-opacity="0.18"/>
    <stop offset="0.95" stop-color="#3b5a54" stop-opacity="0.6"/>
    <stop offset="1" stop-color="#1a2e2a" stop-opacity="0.9"/>
  </linearGradient>
</defs>
<path fill="url(#glass)" d="${GLASS_BOTTLE_PATH}"/>
<path fill="none" stroke="#e8f2ef" stroke-opacity="0.7" stroke-width="3" d="${GLASS_BOTTLE_PATH}"/>
<rect x="372" y="84" width="56" height="24" rx="5" fill="#2f6f8f"/>
<rect x="318" y="380" width="164" height="138" fill="#9fc2d0" opacity="0.25"/>
<rect x="330" y="400" width="140" height="52" fill="#f5f2ea"/>
<text x="400" y="434" font-family="DejaVu Sans" font-size="20" text-anchor="middle" fill="#2f6f8f">SPRING</text>`;

/** The clear bottle's silhouette: a creator wants all of the bottle kept, glass and all. */
export const CLEAR_BOTTLE_SILHOUETTE = `<path d="${GLASS_BOTTLE_PATH}"/>
<rect x="372" y="84" width="56" height="24" rx="5"/>`;

/** A knitted beanie with a pompom: its outline is wool fibres, soft and uneven. */
export function knitBeanie(random: () => number): string {
  const fibres: string[] = [];
  // Fibres stand out of the pompom and the hat's rim in every direction.
  for (let k = 0; k < 260; k++) {
    const onPompom = k < 160;
    const angle = random() * Math.PI * 2;
    const [cx, cy, rx, ry] = onPompom ? [400, 150, 62, 58] : [400, 330, 152, 150];
    if (!onPompom && Math.sin(angle) > 0.2) continue; // the rim's lower edge is folded cloth
    const x = cx + Math.cos(angle) * rx;
    const y = cy + Math.sin(angle) * ry;
    const length = 4 + random() * 12;
    const bend = (random() - 0.5) * 0.9;
    const x2 = x + Math.cos(angle + bend) * length;
    const y2 = y + Math.sin(angle + bend) * length;
    fibres.push(
      `<line x1="${x.toFixed(1)}" y1="${y.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" stroke="#b8322c" stroke-opacity="${(0.35 + random() * 0.5).toFixed(2)}" stroke-width="${(0.8 + random() * 1.2).toFixed(1)}"/>`,
    );
  }
  const ribs = Array.from(
    { length: 14 },
    (_, k) =>
      `<rect x="${252 + k * 21.5}" y="420" width="9" height="78" fill="#7d1915" opacity="0.55"/>`,
  ).join('');
  return `
<defs>
  <radialGradient id="wool" cx="0.35" cy="0.3" r="0.8">
    <stop offset="0" stop-color="#e0544b"/><stop offset="0.6" stop-color="#b52d27"/>
    <stop offset="1" stop-color="#6e1512"/>
  </radialGradient>
  <filter id="fuzz"><feGaussianBlur stdDeviation="1.4"/></filter>
</defs>
<g filter="url(#fuzz)">
  <circle cx="400" cy="150" r="62" fill="url(#wool)"/>
  <path fill="url(#wool)" d="M 248 420 C 240 280 300 200 400 196 C 500 200 560 280 552 420 Z"/>
  <rect x="240" y="410" width="320" height="92" rx="14" fill="#a52822"/>
</g>
${ribs}
${fibres.join('')}`;
}

/** A perfume box standing in hard sunlight; its shadow is drawn separately (HARD_SHADOW). */
export const BOX = `
<defs>
  <linearGradient id="face" x1="0" x2="1">
    <stop offset="0" stop-color="#f1d7c4"/><stop offset="1" stop-color="#e0bfa7"/>
  </linearGradient>
</defs>
<path fill="url(#face)" d="M 330 170 L 460 170 L 460 480 L 330 480 Z"/>
<path fill="#b99379" d="M 460 170 L 510 146 L 510 452 L 460 480 Z"/>
<path fill="#f7e6d8" d="M 330 170 L 380 146 L 510 146 L 460 170 Z"/>
<text x="395" y="300" font-family="DejaVu Serif" font-size="24" text-anchor="middle" fill="#6b3a2a">ROSE</text>
<rect x="350" y="318" width="90" height="3" fill="#6b3a2a"/>`;

/** The box's shadow in low, hard sunlight from the left: long, dark and sharp-edged. */
export const HARD_SHADOW = `<path fill="#000" fill-opacity="0.55"
  d="M 460 480 L 510 452 L 760 470 L 730 520 Z"/>`;

/** A small potted plant beside the product: in the photo, never in the cut-out. */
export const POTTED_PLANT = `
<defs>
  <linearGradient id="pot" x1="0" x2="1">
    <stop offset="0" stop-color="#8a4b2c"/><stop offset="0.4" stop-color="#c67a4e"/>
    <stop offset="1" stop-color="#6b3720"/>
  </linearGradient>
</defs>
<path fill="url(#pot)" d="M 600 420 L 690 420 L 678 510 L 612 510 Z"/>
<rect x="594" y="408" width="102" height="18" rx="3" fill="#b06a42"/>
<path fill="#3f7d3a" d="M 645 410 C 600 370 590 330 610 300 C 630 340 640 370 645 410 Z"/>
<path fill="#4f9646" d="M 645 410 C 660 350 690 320 720 316 C 700 350 680 390 645 410 Z"/>
<path fill="#356b31" d="M 645 410 C 640 350 648 300 660 270 C 668 320 660 370 645 410 Z"/>`;
