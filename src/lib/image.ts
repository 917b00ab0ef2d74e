/**
 * Photos before upload (administration.md 5 and 9): agent photos (png or jpeg) and product photos (jpeg only)
 * are resized to 300x400 and sent as JPEG at quality 50.
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
 * Draws the image on a 300x400 canvas and returns it as a JPEG File (quality 50).
 * Rejects when the browser cannot decode the image.
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
    ctx.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
    if (!blob) throw new Error('The photo could not be converted');
    return new File([blob], jpegName(file.name), { type: 'image/jpeg' });
  } finally {
    bitmap.close();
  }
}
