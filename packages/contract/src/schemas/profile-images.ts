import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';

export const ZImageUploadFields = lazySchema(() => z.object({ userId: z.coerce.number().int().positive().optional() }));

export const ZImageUploadResponse = lazySchema(() => z.object({ imageUrl: z.string() }));
export type TImageUploadResponse = z.infer<typeof ZImageUploadResponse>;
