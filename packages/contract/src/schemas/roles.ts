import { z } from 'zod';
import { lazySchema } from '../lazy-schema.ts';
import { REGISTRATION_ROLES, ROLES, type TRegistrationRole, type TRole } from '../roles.ts';

export const ZRole = lazySchema(() => z.enum(ROLES) satisfies z.ZodType<TRole>);
export const ZRegistrationRole = lazySchema(() => z.enum(REGISTRATION_ROLES) satisfies z.ZodType<TRegistrationRole>);
