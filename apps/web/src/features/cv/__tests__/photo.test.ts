/** The photo is png or jpeg under 1,000,000 bytes, checked in the browser with the spec's messages. */
import { describe, expect, it } from 'vitest';
import { photoFileError } from '../photo-section';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('photoFileError', () => {
  it('accepts png and jpeg under 1,000,000 bytes', () => {
    expect(photoFileError(file('foto.png', 'image/png', 999_999))).toBeNull();
    expect(photoFileError(file('foto.jpg', 'image/jpeg', 10))).toBeNull();
  });
  it('refuses 1,000,000 bytes or more, and other types', () => {
    expect(photoFileError(file('foto.png', 'image/png', 1_000_000))).toBe('Error: Máximo 1MB');
    expect(photoFileError(file('foto.gif', 'image/gif', 10))).toBe('Error: Solo imágenes png y jpg');
    expect(photoFileError(file('cv.pdf', 'application/pdf', 10))).toBe('Error: Solo imágenes png y jpg');
  });
});
