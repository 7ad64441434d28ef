import { PNG } from 'pngjs';

export type Rgb = readonly [number, number, number];

/** A small RGBA canvas that encodes to PNG. */
export class Raster {
  readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.png = new PNG({ width, height });
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 255): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (this.width * Math.floor(y) + Math.floor(x)) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = alpha;
  }

  get(x: number, y: number): [number, number, number, number] {
    const i = (this.width * y + x) * 4;
    const d = this.png.data;
    return [d[i] ?? 0, d[i + 1] ?? 0, d[i + 2] ?? 0, d[i + 3] ?? 0];
  }

  fill(color: Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, color);
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb): void {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, color);
  }

  /** A line (Bresenham), `thickness` pixels wide. */
  line(x0: number, y0: number, x1: number, y1: number, color: Rgb, thickness = 1): void {
    let x = Math.round(x0);
    let y = Math.round(y0);
    const tx = Math.round(x1);
    const ty = Math.round(y1);
    const dx = Math.abs(tx - x);
    const dy = -Math.abs(ty - y);
    const sx = x < tx ? 1 : -1;
    const sy = y < ty ? 1 : -1;
    let err = dx + dy;
    for (;;) {
      this.rect(x, y, thickness, thickness, color);
      if (x === tx && y === ty) break;
      const e2 = 2 * err;
      if (e2 >= dy) {
        err += dy;
        x += sx;
      }
      if (e2 <= dx) {
        err += dx;
        y += sy;
      }
    }
  }

  /** Blends `color` over the pixel at `opacity` (0–1), keeping its alpha. */
  blend(x: number, y: number, [r, g, b]: Rgb, opacity: number): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const [r0, g0, b0, a0] = this.get(Math.floor(x), Math.floor(y));
    const mix = (from: number, to: number) => Math.round(from + (to - from) * opacity);
    this.set(x, y, [mix(r0, r), mix(g0, g), mix(b0, b)], a0);
  }

  toPng(): Buffer {
    return PNG.sync.write(this.png);
  }

  toBase64(): string {
    return this.toPng().toString('base64');
  }
}
