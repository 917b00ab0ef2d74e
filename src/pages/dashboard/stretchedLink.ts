/** A link that makes its whole card (position: relative) clickable. */
export const STRETCHED_LINK = {
  display: 'block',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineOffset: -2, borderRadius: 'inherit' },
} as const;
