/** The product mark: a pitch seen from above, with the centre circle and a ball on the spot. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f7a3a" />
      <rect x="4" y="6.5" width="24" height="19" rx="1.5" fill="none" stroke="#fff" strokeWidth="1.5" />
      <line x1="16" y1="6.5" x2="16" y2="25.5" stroke="#fff" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="4" fill="none" stroke="#fff" strokeWidth="1.5" />
      <rect x="4" y="12" width="4" height="8" fill="none" stroke="#fff" strokeWidth="1.2" />
      <rect x="24" y="12" width="4" height="8" fill="none" stroke="#fff" strokeWidth="1.2" />
      <circle cx="16" cy="16" r="1.6" fill="#fff" />
    </svg>
  );
}
