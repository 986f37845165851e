// SVG documents for scene layers, rasterised by sharp (librsvg).

/**
 * An SVG layer the size of the canvas, drawn with a margin all round and cropped afterwards:
 * librsvg blurs towards transparency at the document's edge, which would leave pale seams where
 * blurred shapes run off the canvas.
 */
export function canvasSvg(size: number, body: string): string {
  const m = bleed(size);
  const side = size + m * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}" viewBox="${-m} ${-m} ${side} ${side}">${body}</svg>`;
}

export function bleed(size: number): number {
  return Math.round(size * 0.1);
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** A number for SVG: one decimal, so the documents (and the images) are stable. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
