/** A parent's children and each child's activity (docs/product.md#parents); a decision changes both. */
export const guardianKeys = {
  all: ['guardian'] as const,
  children: () => [...guardianKeys.all, 'children'] as const,
  child: (childId: number) => [...guardianKeys.all, 'child', childId] as const,
  guardiansOf: (childId: number) => [...guardianKeys.all, 'guardiansOf', childId] as const,
};
