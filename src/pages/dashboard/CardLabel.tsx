import { Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** A link that makes its whole card (position: relative) clickable. */
const STRETCHED_LINK = {
  display: 'block',
  textDecoration: 'none',
  '&::after': { content: '""', position: 'absolute', inset: 0 },
  '&:focus-visible': { outline: 'none' },
  '&:focus-visible::after': { outline: '2px solid', outlineOffset: -2, borderRadius: 'inherit' },
} as const;

/**
 * A dashboard card's label. On a link card (`to`) the label is the link, stretched over the whole card, so the
 * link's name is its visible text (WCAG 2.5.3) and the count beside it stays plain text.
 */
export function CardLabel({ label, to }: { label: string; to?: string }) {
  return to ? (
    <Typography variant="body2" color="text.secondary" component={RouterLink} to={to} sx={STRETCHED_LINK}>
      {label}
    </Typography>
  ) : (
    <Typography variant="body2" color="text.secondary">
      {label}
    </Typography>
  );
}
