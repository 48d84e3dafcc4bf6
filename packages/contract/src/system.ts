/** What /api/health checks: always the database; Redis and the object store when configured (decision 017). */
export const HEALTH_DEPENDENCIES = ['database', 'redis', 'objectStore'] as const;
export type THealthDependency = (typeof HEALTH_DEPENDENCIES)[number];
