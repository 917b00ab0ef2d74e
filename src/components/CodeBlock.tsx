import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * Preformatted text on a grey ground (a record's JSON in a details dialog): small type, wrapped lines, scrolled
 * within `maxHeight`. `breakWords` also breaks a long word (a value with no space) at the edge.
 */
export function CodeBlock({
  maxHeight,
  breakWords = false,
  label,
  testId,
  children,
}: {
  maxHeight: number;
  breakWords?: boolean;
  /** The block's accessible name. */
  label?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="pre"
      aria-label={label}
      data-testid={testId}
      sx={{
        m: 0,
        p: 1,
        bgcolor: 'action.hover',
        borderRadius: 1,
        fontSize: 12,
        maxHeight,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        ...(breakWords ? { wordBreak: 'break-word' } : {}),
      }}
    >
      {children}
    </Box>
  );
}
