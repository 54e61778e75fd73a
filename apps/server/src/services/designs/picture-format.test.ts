import { describe, expect, it } from 'vitest';
import { pictureFormatOf } from './picture-format.ts';

const bytes = (...parts: (number[] | string)[]) => Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('pictureFormatOf', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(pictureFormatOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(pictureFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(pictureFormatOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses everything else, whatever it claims to be', () => {
    for (const other of [
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('<?xml version="1.0"?><svg/>'),
      bytes('II*', [0]), // TIFF
      bytes('MM', [0, 42]), // TIFF, big-endian
      bytes('GIF89a'),
      bytes([0, 0, 0, 0x18], 'ftypheic'), // HEIF
      bytes([0, 0, 0, 0x1c], 'ftypavif'), // AVIF
      bytes('RIFF', [1, 2, 3, 4], 'WAVE'),
      bytes([0x89], 'PN'),
      new Uint8Array(0),
    ]) {
      expect(pictureFormatOf(other)).toBeNull();
    }
  });
});
