/**
 * `compressedStructure` (ARCHITECTURE.md): a compact, URL-safe encoding of a design. The design is
 * written as canonical JSON (keys sorted), UTF-8 encoded, LZ77-compressed, prefixed with a 32-bit
 * FNV-1a checksum of the JSON, and written in base64url without padding. The first character names
 * the format: "Z" for LZ77, "R" for raw bytes when compression would not make it shorter.
 */

/** Raised when a compressedStructure cannot be decoded; the message starts with 'Invalid compressedStructure: '. */
export class CompressedStructureError extends Error {
  constructor(readonly reason: string) {
    super(`Invalid compressedStructure: ${reason}`);
    this.name = 'CompressedStructureError';
  }
}

/** JSON values a design may hold. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Encodes a design (any JSON value) as a deterministic, URL-safe compressedStructure string. */
export function encodeDesign(design: unknown): string {
  // `bytes` is a view of a scratch buffer: it must not outlive this call.
  const bytes = utf8Encode(canonicalJson(design));
  const checksum = fnv1a(bytes);
  const out = [checksum >>> 24, (checksum >>> 16) & 0xff, (checksum >>> 8) & 0xff, checksum & 0xff];
  lzCompress(bytes, out);
  if (out.length - 4 < bytes.length) return `Z${base64UrlEncode(out)}`;
  out.length = 4;
  for (let i = 0; i < bytes.length; i++) out.push(bytes[i] ?? 0);
  return `R${base64UrlEncode(out)}`;
}

/**
 * Typed arrays reused across calls. encodeDesign runs on every derive, and allocating typed arrays of
 * a design's size (outside the JS heap) cost more than the compression itself. The encoder is
 * synchronous, so calls never share one; above MAX a call gets its own array, so a huge design does
 * not stay in memory.
 */
class Scratch<T extends Int32Array | Uint8Array> {
  private static readonly MAX = 1 << 17;
  private array: T;

  constructor(private readonly create: (length: number) => T) {
    this.array = create(0);
  }

  /** An array of at least `length` elements, with arbitrary contents. */
  take(length: number): T {
    if (length > Scratch.MAX) return this.create(length);
    if (this.array.length < length) this.array = this.create(Math.min(Scratch.MAX, Math.max(length, this.array.length * 2)));
    return this.array;
  }
}

const UTF8_SCRATCH = new Scratch((length) => new Uint8Array(length));
const SLOT_KEYS_SCRATCH = new Scratch((length) => new Int32Array(length));
const SLOT_HEADS_SCRATCH = new Scratch((length) => new Int32Array(length));
const PREV_SCRATCH = new Scratch((length) => new Int32Array(length));
const SLOT_AT_SCRATCH = new Scratch((length) => new Int32Array(length));

/** Decodes a compressedStructure back to JSON; throws CompressedStructureError on anything malformed. */
export function decodeDesign(text: string): unknown {
  if (typeof text !== 'string' || text.length < 2) throw new CompressedStructureError('too short');
  const format = text[0];
  if (format !== 'Z' && format !== 'R') throw new CompressedStructureError(`unknown format "${format ?? ''}"`);
  const all = base64UrlDecode(text.slice(1));
  if (all.length < 4) throw new CompressedStructureError('too short');
  const expected = (((all[0] ?? 0) << 24) | ((all[1] ?? 0) << 16) | ((all[2] ?? 0) << 8) | (all[3] ?? 0)) >>> 0;
  const body = all.subarray(4);
  // Bounded before the work is done: a short string must not make anyone decode megabytes.
  const limit = Math.min(MAX_DECODED_BYTES, body.length * MAX_EXPANSION);
  const bytes = format === 'Z' ? lzDecompress(body, limit) : body;
  if (bytes.length > MAX_DECODED_BYTES) throw new CompressedStructureError('too large');
  if (fnv1a(bytes) !== expected) throw new CompressedStructureError('checksum mismatch');
  const json = utf8Decode(bytes);
  try {
    return JSON.parse(json) as unknown;
  } catch {
    throw new CompressedStructureError('not JSON');
  }
}

/**
 * JSON with object keys sorted, so that equal designs encode to equal strings whatever their key
 * order; undefined object members are dropped as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value)) ?? 'null';
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value !== null && typeof value === 'object') {
    const source = value as Record<string, unknown>;
    // An ordinary object literal, not Object.create(null): V8 keeps it a fast object that
    // JSON.stringify serialises quickly, and copies with the same keys share one shape.
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(source).sort()) {
      // Defined, not assigned, so a "__proto__" key stays an ordinary member.
      if (key === '__proto__') Object.defineProperty(out, key, { value: sortKeys(source[key]), enumerable: true, writable: true, configurable: true });
      else out[key] = sortKeys(source[key]);
    }
    return out;
  }
  return value;
}

// --- LZ77 over bytes ------------------------------------------------------------------------------
// Token stream of LEB128 varints: (count << 1) then `count` literal bytes, or ((length - 4) << 1 | 1)
// then (distance - 1) for a copy of earlier output. Designs repeat whole columns and modules, which
// LZ77 turns into single back-references; matches are found greedily through 3-byte hash chains with a
// bounded search depth, so compression stays deterministic and linear enough.

const MIN_MATCH = 4;
const MAX_CHAIN = 48;

/**
 * The hash chains of the match finder. Heads: the latest position of each exact 3-byte key, in an
 * open-addressing table at most half full (every position is inserted, so this replaces a Map on the
 * hottest path); prev links a position to the previous one with the same key, and slotAt remembers
 * each position's slot. A class rather than closures in lzCompress: its methods are created once.
 */
class HashChains {
  private readonly keys: Int32Array;
  private readonly heads: Int32Array;
  readonly prev: Int32Array;
  readonly slotAt: Int32Array;
  private readonly mask: number;
  private readonly shift: number;

  constructor(private readonly input: Uint8Array) {
    const n = input.length;
    let size = 64;
    let bits = 6;
    while (size < n * 2) {
      size *= 2;
      bits++;
    }
    this.mask = size - 1;
    this.shift = 32 - bits;
    // Only the keys need clearing: a slot's head is set when its key is claimed, and prev and slotAt
    // of a position are written when it is inserted, before anything reads them.
    this.keys = SLOT_KEYS_SCRATCH.take(size).fill(-1, 0, size);
    this.heads = SLOT_HEADS_SCRATCH.take(size);
    this.prev = PREV_SCRATCH.take(n);
    this.slotAt = SLOT_AT_SCRATCH.take(n);
  }

  /** The slot of the key at p (p + 3 <= n), claimed for the key when it is new. */
  slotOf(p: number): number {
    const input = this.input;
    const k = ((input[p] ?? 0) << 16) | ((input[p + 1] ?? 0) << 8) | (input[p + 2] ?? 0);
    // Fibonacci hashing: the top bits of the product depend on all three bytes.
    let s = Math.imul(k, 0x9e3779b1) >>> this.shift;
    for (;;) {
      const found = this.keys[s] ?? -1;
      if (found === k) return s;
      if (found === -1) {
        this.keys[s] = k;
        this.heads[s] = -1;
        return s;
      }
      s = (s + 1) & this.mask;
    }
  }

  /** The latest position inserted in slot s, -1 when none. */
  head(s: number): number {
    return this.heads[s] ?? -1;
  }

  /** Makes p (p + 3 <= n) the head of the chain in slot s. */
  insert(p: number, s: number): void {
    this.slotAt[p] = s;
    this.prev[p] = this.heads[s] ?? -1;
    this.heads[s] = p;
  }
}

function pushLiterals(out: number[], input: Uint8Array, start: number, end: number): void {
  if (end <= start) return;
  writeVarint(out, (end - start) * 2);
  for (let p = start; p < end; p++) out.push(input[p] ?? 0);
}

/** Appends the LZ77 token stream of input to out. */
function lzCompress(input: Uint8Array, out: number[]): void {
  const n = input.length;
  const chains = new HashChains(input);
  const prev = chains.prev;
  const slotAt = chains.slotAt;
  let literalStart = 0;
  let i = 0;
  while (i < n) {
    let bestLength = 0;
    let bestDistance = 0;
    const slot = i + 3 <= n ? chains.slotOf(i) : -1;
    if (slot >= 0) {
      const maxLength = n - i;
      let candidate = chains.head(slot);
      for (let depth = 0; candidate >= 0 && depth < MAX_CHAIN; depth++) {
        // Only a candidate that also agrees at offset bestLength can give a longer match, so one byte
        // rules most of the chain out before the full comparison (the choice of match is unchanged).
        if (input[candidate + bestLength] === input[i + bestLength]) {
          let length = 0;
          while (length < maxLength && input[candidate + length] === input[i + length]) length++;
          if (length > bestLength) {
            bestLength = length;
            bestDistance = i - candidate;
            // Nothing can match beyond the end of the input: later (farther) candidates cannot win.
            if (length === maxLength) break;
          }
        }
        candidate = prev[candidate] ?? -1;
      }
    }
    if (bestLength >= MIN_MATCH) {
      pushLiterals(out, input, literalStart, i);
      writeVarint(out, (bestLength - MIN_MATCH) * 2 + 1);
      writeVarint(out, bestDistance - 1);
      const end = i + bestLength;
      chains.insert(i, slot);
      for (let p = i + 1; p < end && p + 3 <= n; p++) {
        // Inside the copy the key at p is the key at p - distance, inserted before: reuse its slot.
        chains.insert(p, p + 3 <= end ? (slotAt[p - bestDistance] ?? 0) : chains.slotOf(p));
      }
      i = end;
      literalStart = i;
    } else {
      if (slot >= 0) chains.insert(i, slot);
      i++;
    }
  }
  pushLiterals(out, input, literalStart, n);
}

function lzDecompress(input: Uint8Array, limit: number): Uint8Array {
  const out: number[] = [];
  const cursor = { at: 0 };
  while (cursor.at < input.length) {
    const token = readVarint(input, cursor);
    if (token % 2 === 0) {
      const count = token / 2;
      if (count === 0 || cursor.at + count > input.length) throw new CompressedStructureError('truncated literal');
      if (out.length + count > limit) throw new CompressedStructureError('too large');
      for (let k = 0; k < count; k++) out.push(input[cursor.at + k] ?? 0);
      cursor.at += count;
    } else {
      const length = (token - 1) / 2 + MIN_MATCH;
      const distance = readVarint(input, cursor) + 1;
      if (distance > out.length) throw new CompressedStructureError('reference before start');
      if (out.length + length > limit) throw new CompressedStructureError('too large');
      const from = out.length - distance;
      for (let k = 0; k < length; k++) out.push(out[from + k] ?? 0);
    }
  }
  return Uint8Array.from(out);
}

/**
 * The largest design JSON a compressedStructure may hold: four times the largest design any family
 * makes (about 16 KB, the largest shelf), so decoding costs at most a fraction of a millisecond.
 */
export const MAX_DECODED_BYTES = 64 * 1024;
/**
 * How much larger than its compressed form a design may be: real designs compress 4 to 20 times
 * (the largest shelf, all its columns alike, 20); a crafted string of back-references would expand
 * thousands of times.
 */
export const MAX_EXPANSION = 64;

function writeVarint(out: number[], value: number): void {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

function readVarint(input: Uint8Array, cursor: { at: number }): number {
  let value = 0;
  let scale = 1;
  for (let k = 0; k < 4; k++) {
    const b = input[cursor.at];
    if (b === undefined) throw new CompressedStructureError('truncated data');
    cursor.at += 1;
    value += (b & 0x7f) * scale;
    if (b < 0x80) return value;
    scale *= 0x80;
  }
  throw new CompressedStructureError('number too long');
}

// --- checksum, UTF-8, base64url (no TextEncoder or btoa: the domain compiles without DOM types) ----

function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] ?? 0;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** The platform's TextEncoder where there is one (browsers, Node); the domain has no DOM types, hence the cast. */
const NATIVE_ENCODER: { encodeInto(text: string, into: Uint8Array): { written: number } } | null = (() => {
  const Encoder = (globalThis as { TextEncoder?: new () => { encodeInto(text: string, into: Uint8Array): { written: number } } }).TextEncoder;
  return Encoder === undefined ? null : new Encoder();
})();
const SURROGATE = /[\uD800-\uDFFF]/;

/**
 * UTF-8 of a string, as a view of a scratch buffer (valid until the next call); lone surrogates are
 * written as their own 3-byte code, as `for...of` yields them.
 */
function utf8Encode(text: string): Uint8Array {
  // At most 3 bytes per UTF-16 unit (a 4-byte code point takes two units).
  const out = UTF8_SCRATCH.take(text.length * 3);
  // The engine's encoder is several times faster than the loop below, but writes a lone surrogate as
  // U+FFFD; a text with no surrogate at all (every real design) encodes the same either way.
  if (NATIVE_ENCODER !== null && !SURROGATE.test(text)) return out.subarray(0, NATIVE_ENCODER.encodeInto(text, out).written);
  let o = 0;
  for (let i = 0; i < text.length; i++) {
    let cp = text.charCodeAt(i);
    if (cp < 0x80) {
      out[o++] = cp;
      continue;
    }
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < text.length) {
      const low = text.charCodeAt(i + 1);
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
        i++;
      }
    }
    if (cp < 0x800) {
      out[o++] = 0xc0 | (cp >> 6);
      out[o++] = 0x80 | (cp & 63);
    } else if (cp < 0x10000) {
      out[o++] = 0xe0 | (cp >> 12);
      out[o++] = 0x80 | ((cp >> 6) & 63);
      out[o++] = 0x80 | (cp & 63);
    } else {
      out[o++] = 0xf0 | (cp >> 18);
      out[o++] = 0x80 | ((cp >> 12) & 63);
      out[o++] = 0x80 | ((cp >> 6) & 63);
      out[o++] = 0x80 | (cp & 63);
    }
  }
  return out.subarray(0, o);
}

function utf8Decode(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  const cont = (k: number): number => {
    const b = bytes[i + k];
    if (b === undefined || (b & 0xc0) !== 0x80) throw new CompressedStructureError('invalid UTF-8');
    return b & 63;
  };
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    let cp: number;
    let n: number;
    if (b < 0x80) [cp, n] = [b, 1];
    else if ((b & 0xe0) === 0xc0) [cp, n] = [((b & 31) << 6) | cont(1), 2];
    else if ((b & 0xf0) === 0xe0) [cp, n] = [((b & 15) << 12) | (cont(1) << 6) | cont(2), 3];
    else if ((b & 0xf8) === 0xf0) [cp, n] = [((b & 7) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3), 4];
    else throw new CompressedStructureError('invalid UTF-8');
    if (cp > 0x10ffff) throw new CompressedStructureError('invalid UTF-8');
    out += String.fromCodePoint(cp);
    i += n;
  }
  return out;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]));

function base64UrlEncode(bytes: readonly number[]): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const a = bytes[i] ?? 0;
    const b = bytes[i + 1];
    const c = bytes[i + 2];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += ALPHABET[(n >> 18) & 63];
    out += ALPHABET[(n >> 12) & 63];
    if (b !== undefined) out += ALPHABET[(n >> 6) & 63];
    if (c !== undefined) out += ALPHABET[n & 63];
  }
  return out;
}

function base64UrlDecode(text: string): Uint8Array {
  if (text.length % 4 === 1) throw new CompressedStructureError('bad length');
  const out: number[] = [];
  for (let i = 0; i < text.length; i += 4) {
    const chunk = text.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) {
      const ch = chunk[k];
      const v = ch === undefined ? 0 : INDEX.get(ch);
      if (v === undefined) throw new CompressedStructureError(`not base64url at ${i + k + 1}`);
      n = (n << 6) | v;
    }
    out.push((n >> 16) & 255);
    if (chunk.length > 2) out.push((n >> 8) & 255);
    if (chunk.length > 3) out.push(n & 255);
  }
  return Uint8Array.from(out);
}
