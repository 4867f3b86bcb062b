/** The widest an uploaded signature is sent, in pixels. */
export const MAX_SIGNATURE_WIDTH = 600;
/** The most an uploaded signature's data URL may decode to (the server takes up to 512 KB). */
export const MAX_SIGNATURE_BYTES = 500 * 1024;

/** The size a picture is drawn at: its own when narrow enough, else `maxWidth` wide at its proportions (at least 1×1). */
export function fitWidth(width: number, height: number, maxWidth: number = MAX_SIGNATURE_WIDTH): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 1, height: 1 };
  if (width <= maxWidth) return { width: Math.round(width), height: Math.max(1, Math.round(height)) };
  return { width: maxWidth, height: Math.max(1, Math.round((height * maxWidth) / width)) };
}

/** How many bytes a base64 data URL holds. */
export function dataUrlBytes(url: string): number {
  const base64 = url.slice(url.indexOf(',') + 1);
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}

// JPEG qualities tried, in turn, when the PNG is too large (a photographed signature).
const JPEG_QUALITIES = [0.85, 0.7, 0.5];

/**
 * An uploaded picture as the act sends it: at most 600 px wide, a PNG when it is small enough, else a JPEG on white
 * (no transparency to lose there) at the best quality under 500 KB. Rejects when the file is not a picture.
 */
export async function downscaleImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const size = fitWidth(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const png = canvas.toDataURL('image/png');
  if (dataUrlBytes(png) <= MAX_SIGNATURE_BYTES) return png;
  context.globalCompositeOperation = 'destination-over';
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  for (const quality of JPEG_QUALITIES) {
    const jpeg = canvas.toDataURL('image/jpeg', quality);
    if (dataUrlBytes(jpeg) <= MAX_SIGNATURE_BYTES) return jpeg;
  }
  throw new Error('The picture stays too large');
}
