import { createCanvas, GlobalFonts } from '@napi-rs/canvas';

/** A family the machine has (Debian's Liberation fonts), else the canvas's default sans. */
function family(preferred: string): string {
  return GlobalFonts.families.some((f) => f.family === preferred) ? preferred : 'sans-serif';
}

/** Black text on white, one entry per line, as a PNG. */
export function textImage(options: {
  lines: string[];
  width: number;
  height: number;
  fontPx: number;
  leading: number;
  margin: number;
  font?: string;
  /** Drawn this many times smaller, then scaled up (a low-resolution screenshot). */
  downscale?: number;
}): Buffer {
  const scale = options.downscale ?? 1;
  const small = createCanvas(Math.round(options.width / scale), Math.round(options.height / scale));
  const ctx = small.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, small.width, small.height);
  ctx.fillStyle = '#111111';
  ctx.font = `${options.fontPx / scale}px "${family(options.font ?? 'Liberation Sans')}"`;
  ctx.textBaseline = 'top';
  options.lines.forEach((line, i) => {
    ctx.fillText(line, options.margin / scale, (options.margin + i * options.leading) / scale);
  });
  if (scale === 1) return small.toBuffer('image/png');
  const big = createCanvas(options.width, options.height);
  const bigCtx = big.getContext('2d');
  bigCtx.imageSmoothingEnabled = false;
  bigCtx.drawImage(small, 0, 0, options.width, options.height);
  return big.toBuffer('image/png');
}

/** A clear photo-like PNG of a values statement: must read `ok`. */
export async function clearPng(): Promise<Buffer> {
  return textImage({
    lines: [
      'My values, in my own words',
      'I value honesty, curiosity and steady teamwork.',
      'My goal is to mentor new nurses on the night shift.',
    ],
    width: 1100,
    height: 220,
    fontPx: 32,
    leading: 56,
    margin: 30,
  });
}

/**
 * A small, low-resolution screenshot of a personality-test result: a few pixels per letter,
 * blown up blocky. OCR reads something, with little confidence: must read `illegible`.
 */
export async function blurryScreenshotPng(): Promise<Buffer> {
  return textImage({
    lines: [
      'Result: Mediator (INFP-T) - introverted 71%, intuitive 64%',
      'Feeling 58%, prospecting 77%, turbulent 62% - strategy: constant improvement',
    ],
    width: 760,
    height: 70,
    fontPx: 18,
    leading: 26,
    margin: 10,
    downscale: 4,
  });
}
