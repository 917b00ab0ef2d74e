import type { ReactNode } from 'react';
import { Stack } from '@mui/material';

/**
 * A row of list filters: side by side from the md breakpoint, wrapping when they do not fit, stacked below.
 * react-admin's theme makes every TextField full width; inside the row each field keeps its own width.
 */
export function FilterRow({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={1.5}
      alignItems={{ md: 'center' }}
      flexWrap="wrap"
      useFlexGap
      sx={{ '& .MuiFormControl-fullWidth': { width: { md: 'auto' } } }}
    >
      {children}
    </Stack>
  );
}
