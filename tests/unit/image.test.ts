import { describe, expect, it } from 'vitest';
import { coverCrop, isAllowedImage, jpegName, JPEG_ONLY, PNG_OR_JPEG } from '../../src/lib/image';

describe('photo rules', () => {
  it('agent photos accept png and jpeg only', () => {
    expect(isAllowedImage({ type: 'image/png' }, PNG_OR_JPEG)).toBe(true);
    expect(isAllowedImage({ type: 'image/jpeg' }, PNG_OR_JPEG)).toBe(true);
    expect(isAllowedImage({ type: 'image/jpg' }, PNG_OR_JPEG)).toBe(true);
    expect(isAllowedImage({ type: 'image/gif' }, PNG_OR_JPEG)).toBe(false);
    expect(isAllowedImage({ type: 'application/pdf' }, PNG_OR_JPEG)).toBe(false);
  });

  it('product photos accept jpeg only', () => {
    expect(isAllowedImage({ type: 'image/jpeg' }, JPEG_ONLY)).toBe(true);
    expect(isAllowedImage({ type: 'image/png' }, JPEG_ONLY)).toBe(false);
  });

  it('the resized file is named .jpg', () => {
    expect(jpegName('rider.png')).toBe('rider.jpg');
    expect(jpegName('my.photo.jpeg')).toBe('my.photo.jpg');
    expect(jpegName('noext')).toBe('noext.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });

  it('fits a photo into 300x400 by cropping the centre, never by stretching', () => {
    // a landscape phone photo: full height, the centre 3:4 strip
    expect(coverCrop(4000, 3000, 300, 400)).toEqual({ sx: 875, sy: 0, sw: 2250, sh: 3000 });
    // a tall screenshot: full width, the centre 3:4 band
    expect(coverCrop(600, 1600, 300, 400)).toEqual({ sx: 0, sy: 400, sw: 600, sh: 800 });
    // already 3:4: the whole image
    expect(coverCrop(900, 1200, 300, 400)).toEqual({ sx: 0, sy: 0, sw: 900, sh: 1200 });
    // the cropped region always has the frame's proportions
    for (const [w, h] of [
      [1234, 567],
      [333, 999],
      [1, 1],
    ]) {
      const { sw, sh } = coverCrop(w, h, 300, 400);
      expect(sw / sh).toBeCloseTo(0.75, 10);
    }
  });
});
