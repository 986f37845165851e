import {
  type FidelityAction,
  type ProductFidelity,
} from '@studio/workflows/graph/product-fidelity';

/**
 * How the run page and the content page speak of the fidelity gate's verdict on a generated scene
 * (orchestrator README, "The fidelity gate").
 */
const ACTION_WORDS: Record<FidelityAction, string> = {
  passed: 'product kept as photographed',
  retried: 'kept after asking the model again',
  restored: 'original product restored',
  off: 'check off, the model’s product kept',
  composited: 'your photo’s own pixels',
};

/** "0.97 · original product restored", or what a composited scene is. */
export function fidelitySummary(fidelity: ProductFidelity): string {
  const words = ACTION_WORDS[fidelity.action];
  return fidelity.score === undefined ? words : `${fidelity.score.toFixed(2)} · ${words}`;
}

/** The measures behind the score, for the console: "SSIM 0.86 · ΔE 4.6 · detail 0.59 · 1 call". */
export function fidelityFigures(fidelity: ProductFidelity): string | null {
  if (fidelity.ssim === undefined) return null;
  const calls = fidelity.attempts === 1 ? '1 call' : `${fidelity.attempts} calls`;
  return [
    `SSIM ${fidelity.ssim.toFixed(2)}`,
    `ΔE ${fidelity.deltaE?.toFixed(1)}`,
    `detail ${fidelity.detail?.toFixed(2)}`,
    calls,
  ].join(' · ');
}

/** Restored or kept against the check: worth a second look. */
export function fidelityNeedsNotice(fidelity: ProductFidelity): boolean {
  return fidelity.action === 'restored' || fidelity.action === 'off';
}
