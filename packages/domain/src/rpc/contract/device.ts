import { z } from 'zod';
import { envelope } from './schemas';
import { tag } from './tag';

/** The device id a browser asks for once (docs/product.md). */
export const deviceTags = {
  'device.create': tag({
    access: 'public',
    refusals: ['too_many_devices'],
    input: z.strictObject({
      ...envelope,
      devicetype: z
        .string({ error: 'devicetype must be text describing the browser' })
        .trim()
        .min(1, 'devicetype is required')
        .max(300, 'devicetype must be at most 300 characters'),
    }),
    output: z.object({ deviceid: z.string() }),
  }),
} as const;
