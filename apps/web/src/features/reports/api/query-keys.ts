export const reportsKeys = {
  all: ['reports'] as const,
  open: () => [...reportsKeys.all, 'open'] as const,
};
