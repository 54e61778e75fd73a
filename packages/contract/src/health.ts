import { z } from 'zod';
import { serviceRoutes } from './route.ts';
import { apiError } from './errors.ts';

export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    database: z.object({
      driver: z.enum(['pglite', 'postgres']),
      roundTripMs: z.number().nonnegative(),
    }),
    uptimeSeconds: z.number().nonnegative(),
  })
  .meta({ id: 'HealthResponse' });

export type HealthResponse = z.infer<typeof healthResponseSchema>;

const system = serviceRoutes('system');

export const healthRoute = system.get('/health', {
  summary: 'Liveness with a database round trip; reports the database driver in use.',
  responses: {
    200: { description: 'The server and its database answer.', schema: healthResponseSchema },
    503: apiError('The database does not answer.'),
  },
});
