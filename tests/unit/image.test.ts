import { describe, expect, it } from 'vitest';
import { isAllowedImage, jpegName, JPEG_ONLY, PNG_OR_JPEG } from '../../src/lib/image';

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
});
