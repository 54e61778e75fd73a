import { z } from 'zod';
import { FIT_FORMATS, FIT_SIDES, FIT_SOURCE_EXTENSIONS, FIT_SOURCE_FOLDER, hasFitSourceExtension, isFitSourcePath, type FitSide } from './image-urls.ts';

// The server's validation of an image service URL (the URL shape and its builder are in
// image-urls.ts). Not under /api, so it is not in the OpenAPI document; README's route table
// describes it.

const sideMessage = `must be one of ${FIT_SIDES.join(', ')}`;
const side = z
  .string()
  .regex(/^(0|[1-9]\d{0,3})$/, { message: sideMessage })
  .transform(Number)
  .refine((n): n is FitSide => (FIT_SIDES as readonly number[]).includes(n), { message: sideMessage })
  .transform((n) => n as FitSide);

/** A source path below /images/, relative ("images/hero.svg"): no "..", no absolute path, no backslash. */
export const fitSourceSchema = z
  .string()
  .max(300, { message: 'must be at most 300 characters' })
  .refine(isFitSourcePath, {
    message: `must be a file below ${FIT_SOURCE_FOLDER}/ (letters, digits, ".", "-", "_"; no "..")`,
  })
  .refine(hasFitSourceExtension, {
    message: `must end in .${FIT_SOURCE_EXTENSIONS.join(', .')}`,
  });

/** The parts of a /fit URL, as the server validates them. */
export const fitParamsSchema = z.object({
  w: side,
  h: side,
  gravity: z.literal('no', { message: 'must be "no" (the only gravity served)' }),
  enlarge: z.literal('0', { message: 'must be "0" (images are never enlarged)' }),
  src: fitSourceSchema,
  format: z.enum(FIT_FORMATS, { message: `must be one of ${FIT_FORMATS.join(', ')}` }),
});
export type FitParams = z.infer<typeof fitParamsSchema>;
