import { sharedKeys } from '../../../api/query-keys.ts';

export const auditKeys = {
  all: sharedKeys.auditLog,
  log: (memberId: number | null) => [...auditKeys.all, memberId] as const,
};
