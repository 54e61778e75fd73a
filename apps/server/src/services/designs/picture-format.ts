/** The picture formats a design image may be sent in, as sharp names them. */
export type PictureFormat = 'png' | 'jpeg' | 'webp';

const startsWith = (bytes: Uint8Array, at: number, signature: readonly number[]) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The format of a picture from its first bytes (PNG signature, JPEG start-of-image, RIFF/WEBP), or
 * null for anything else: SVG, TIFF, GIF, HEIF, AVIF and the rest never reach the decoder.
 */
export function pictureFormatOf(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}
