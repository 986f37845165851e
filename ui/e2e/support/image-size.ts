// An image's size read from its header, as a downloaded file is checked: no decoder, no browser.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's or JPEG's width and height in pixels; anything else is an error. */
export function imageSize(bytes: Buffer): { width: number; height: number } {
  // PNG: the signature, then IHDR (length, type) whose data opens with width and height.
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE) && bytes.toString('ascii', 12, 16) === 'IHDR') {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes);
  throw new Error(`Not a PNG or a JPEG (first bytes ${bytes.subarray(0, 4).toString('hex')})`);
}

/** Walks a JPEG's segments to its frame header (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) throw new Error(`Broken JPEG segment at byte ${offset}`);
    const marker = bytes[offset + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + bytes.readUInt16BE(offset + 2);
  }
  throw new Error('No frame header in the JPEG');
}
