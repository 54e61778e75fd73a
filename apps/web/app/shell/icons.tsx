/** Line icons of the shell (24 px grid, currentColor), decorative: their buttons carry the label. */
export function HeartIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M12 20.3s-7.5-4.6-7.5-10.1A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.6c0 5.5-7.5 10.1-7.5 10.1z" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9z" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinejoin="round" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export function ChevronIcon({ direction = 'down' }: { direction?: 'down' | 'right' | 'left' }) {
  const rotate = { down: 0, right: -90, left: 90 }[direction];
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" style={{ transform: `rotate(${rotate}deg)` }}>
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** The word mark: the name set in spaced capitals beside a small shelf glyph. */
export function Logo() {
  return (
    <svg viewBox="0 0 168 28" width="140" height="24" aria-hidden="true" focusable="false" className="logo-mark">
      <rect x="1" y="3" width="20" height="22" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M1 10.5h20M1 17.5h20M11 3v22" stroke="currentColor" strokeWidth="2" />
      <text x="30" y="20.5" fontFamily="Georgia, 'Times New Roman', serif" fontSize="18" letterSpacing="3.2" fill="currentColor">
        MASSWERK
      </text>
    </svg>
  );
}
