type AspectShapeProps = {
  width: number;
  height: number;
  /** Sizes the square box the shape is fitted into ("size-9"); the colour is the text's. */
  className?: string;
};

/**
 * An outline of the given proportions fitted into a square box: a social format's shape seen at a
 * glance (a tall story beside a wide link card) before its numbers are read. Decorative.
 */
export function AspectShape({ width, height, className = '' }: AspectShapeProps) {
  return (
    <span aria-hidden="true" className={`inline-flex items-center justify-center ${className}`}>
      <span
        style={{ aspectRatio: `${width} / ${height}` }}
        className={`${width >= height ? 'w-full' : 'h-full'} rounded-[3px] border-2 border-current`}
      />
    </span>
  );
}
