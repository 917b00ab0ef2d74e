/**
 * Photos before upload (administration.md 5 and 9): agent photos (png or jpeg) and product photos (jpeg only)
 * are resized to 300x400 (cropped to fit, never stretched) and sent as JPEG at quality 50.
 */
export const PHOTO_WIDTH = 300;
export const PHOTO_HEIGHT = 400;
export const PHOTO_QUALITY = 0.5;

export const PNG_OR_JPEG = ['image/png', 'image/jpeg'] as const;
export const JPEG_ONLY = ['image/jpeg'] as const;

/** True when the file's type is one of the allowed image types ('image/jpg' counts as jpeg). */
export function isAllowedImage(file: Pick<File, 'type'>, allowed: readonly string[]): boolean {
  const type = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  return allowed.includes(type);
}

/** 'photo.png' → 'photo.jpg' */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]+$/, '');
  return `${base || 'photo'}.jpg`;
}

/**
 * The part of a `srcWidth`x`srcHeight` image that fills a `width`x`height` frame without stretching: the largest
 * centred region of the frame's aspect ratio (the rest is cropped, as a photo booth would), in source pixels.
 */
export function coverCrop(
  srcWidth: number,
  srcHeight: number,
  width: number,
  height: number,
): { sx: number; sy: number; sw: number; sh: number } {
  const frame = width / height;
  if (srcWidth / srcHeight > frame) {
    const sw = srcHeight * frame; // too wide: crop left and right
    return { sx: (srcWidth - sw) / 2, sy: 0, sw, sh: srcHeight };
  }
  const sh = srcWidth / frame; // too tall: crop top and bottom
  return { sx: 0, sy: (srcHeight - sh) / 2, sw: srcWidth, sh };
}

/**
 * Draws the image on a 300x400 canvas, cropped to fit (never stretched: a face keeps its proportions), and returns it
 * as a JPEG File (quality 50). Rejects when the browser cannot decode the image.
 */
export async function resizePhoto(
  file: File,
  width = PHOTO_WIDTH,
  height = PHOTO_HEIGHT,
  quality = PHOTO_QUALITY,
): Promise<File> {
  const bitmap = await createImageBitmap(file);
  try {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas is not available');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    const { sx, sy, sw, sh } = coverCrop(bitmap.width, bitmap.height, width, height);
    ctx.drawImage(bitmap, sx, sy, sw, sh, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('The photo could not be converted');
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
