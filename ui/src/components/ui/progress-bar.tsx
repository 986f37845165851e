const tones = {
  brand: 'bg-brand-600',
  success: 'bg-success-600',
  danger: 'bg-danger-600',
} as const;

type ProgressBarProps = {
  /** The accessible name ('Generation progress'). */
  label: string;
  /** 0 to 100, as announced. */
  value: number;
  /** How much of the bar is filled, when it differs from `value` (a sliver before any progress). */
  fill?: number;
  tone?: keyof typeof tones;
  /**
   * The thing has ended: the bar is drawn as it ends, at once. While something advances the fill
   * eases from one reading to the next; at the end that easing would show a bar still filling
   * beside words that say it is finished.
   */
  ended?: boolean;
};

/** A thin bar that fills as something advances. */
export function ProgressBar({
  label,
  value,
  fill = value,
  tone = 'brand',
  ended = false,
}: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div
        className={`h-full rounded-full ${ended ? '' : 'transition-[width] duration-500'} ${tones[tone]}`}
        style={{ width: `${fill}%` }}
      />
    </div>
  );
}
