import { z } from 'zod';
import { FIT_FORMATS, FIT_SIDES, FIT_SOURCE_EXTENSIONS, FIT_SOURCE_FOLDER, hasFitSourceExtension, isDesignPictureSource, isFitSourcePath, type FitSide } from './image-urls.ts';
import { fieldMessage } from './field-messages.ts';

// The server's validation of an image service URL (the URL shape and its builder are in
// image-urls.ts). Not under /api, so it is not in the OpenAPI document; README's route table
// describes it.

const sideMessage = fieldMessage('field.oneOf', { values: FIT_SIDES.join(', ') });
const side = z
  .string()
  .regex(/^(0|[1-9]\d{0,3})$/, { message: sideMessage })
  .transform(Number)
  .refine((n): n is FitSide => (FIT_SIDES as readonly number[]).includes(n), { message: sideMessage })
  .transform((n) => n as FitSide);

/**
 * A source path below /images/, relative ("images/hero.svg"): no "..", no absolute path, no backslash; or
 * a design's picture ("designs/{uuid}/0.webp", read from the image store).
 */
export const fitSourceSchema = z
  .string()
  .max(300, { message: fieldMessage('field.maxCharacters', { n: 300 }) })
  .refine((src) => isDesignPictureSource(src) || isFitSourcePath(src), {
    message: fieldMessage('field.fitSource', { folder: FIT_SOURCE_FOLDER }),
  })
  .refine(hasFitSourceExtension, {
    message: fieldMessage('field.fitExtension', { extensions: `.${FIT_SOURCE_EXTENSIONS.join(', .')}` }),
  });

/** The parts of a /fit URL, as the server validates them. */
export const fitParamsSchema = z.object({
  w: side,
  h: side,
  gravity: z.literal('no', { message: fieldMessage('field.fitGravity') }),
  enlarge: z.literal('0', { message: fieldMessage('field.fitEnlarge') }),
  src: fitSourceSchema,
  format: z.enum(FIT_FORMATS, { message: fieldMessage('field.oneOf', { values: FIT_FORMATS.join(', ') }) }),
});
export type FitParams = z.infer<typeof fitParamsSchema>;
