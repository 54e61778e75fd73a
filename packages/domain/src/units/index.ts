/** Branded length and money units: a bare number never stands for a unit. */
declare const brand: unique symbol;
export type Brand<T, B extends string> = T & { readonly [brand]: B };

export type Millimetres = Brand<number, 'Millimetres'>;
export type Centimetres = Brand<number, 'Centimetres'>;

/** Tags a number as millimetres. */
export const mm = (value: number): Millimetres => value as Millimetres;
/** Tags a number as centimetres. */
export const cm = (value: number): Centimetres => value as Centimetres;
/** Millimetres to centimetres (the 3D scene works in centimetres). */
export const mmToCm = (value: Millimetres): Centimetres => cm(value / 10);
/** Centimetres to whole millimetres. */
export const cmToMm = (value: Centimetres): Millimetres => mm(Math.round(value * 10));
