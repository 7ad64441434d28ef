export interface ImageSize {
  width: number;
  height: number;
}

/** Intrinsic size of an SVG from its width/height attributes, else its viewBox; undefined if neither. */
export function svgSize(svg: string): ImageSize | undefined {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return undefined;
  const attr = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1];
  const width = Number.parseFloat(attr('width') ?? '');
  const height = Number.parseFloat(attr('height') ?? '');
  if (width > 0 && height > 0) return { width, height };
  const box = (attr('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && (box[2] ?? 0) > 0 && (box[3] ?? 0) > 0)
    return { width: box[2] as number, height: box[3] as number };
  return undefined;
}

/** Size of a PNG from its IHDR chunk; undefined if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): ImageSize | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Size of an image file's bytes by its extension (svg or png); undefined for other formats. */
export function imageSize(path: string, bytes: Uint8Array): ImageSize | undefined {
  if (path.endsWith('.svg')) return svgSize(new TextDecoder().decode(bytes));
  if (path.endsWith('.png')) return pngSize(bytes);
  return undefined;
}

/** Scales a size to a given height, keeping the aspect ratio (whole pixels). */
export function atHeight(size: ImageSize | undefined, height: number): ImageSize {
  if (!size) return { width: height, height };
  return { width: Math.round((size.width * height) / size.height), height };
}
