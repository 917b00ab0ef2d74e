/**
 * The dense table of the operations lists (issue 20 points 1 and 4), beside their FilterBar: one line per cell,
 * long texts cut with an ellipsis (the whole text on hover and in the row's details), the actions column stuck
 * to the right edge so it never scrolls out of sight, and below 768 px only the key columns (the rest in the
 * row's details).
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useTranslate } from 'react-admin';

/** Class of the row actions column (react-admin names a column without source 'column-undefined'). */
export const ACTIONS_CLASS = 'column-actions';

/**
 * The table's sx. `smallHidden`: the column classes' sources hidden below 768 px (`small`), shown in the row's
 * details instead.
 */
export function denseTableSx({
  small = false,
  smallHidden = [],
}: {
  small?: boolean;
  smallHidden?: readonly string[];
}): SystemStyleObject<Theme> {
  const hide: Record<string, unknown> = {};
  if (small) {
    // an attribute selector: a source may hold a dot ('sample.priority')
    for (const c of smallHidden)
      hide[`& th[class~="column-${c}"], & td[class~="column-${c}"]`] = { display: 'none' };
  }
  return {
    '& .MuiTableCell-root': {
      whiteSpace: 'nowrap',
      py: 0.5,
      px: small ? 0.375 : 0.75,
    },
    '& .RaDataTable-expandIcon': { p: small ? 0.25 : 0.5 },
    '& .RaDataTable-expandIconCell, & .RaDataTable-expandHeader': { width: small ? 24 : 32 },
    '& .MuiTableCell-head': { whiteSpace: 'normal', lineHeight: 1.2 },
    [`& td.${ACTIONS_CLASS}, & th.${ACTIONS_CLASS}`]: {
      position: 'sticky',
      right: 0,
      bgcolor: 'background.paper',
      boxShadow: (theme: Theme) => `-1px 0 0 ${theme.palette.divider}`,
      zIndex: 1,
    },
    [`& th.${ACTIONS_CLASS}`]: { zIndex: 3 },
    // small buttons of the actions column: no extra height
    [`& td.${ACTIONS_CLASS} .MuiButton-root`]: { py: 0.25, minWidth: 0 },
    '& .MuiChip-root': { height: 22, ...(small ? { maxWidth: 72 } : {}) },
    ...(small
      ? {
          '& .MuiTableCell-root.MuiTableCell-body, & .MuiTableCell-root.MuiTableCell-head': { fontSize: 13 },
          // the row actions in two lines rather than off the screen
          [`& td.${ACTIONS_CLASS} > *`]: { flexWrap: 'wrap', maxWidth: 78 },
        }
      : {}),
    ...hide,
  } as SystemStyleObject<Theme>;
}

/** A text cut with an ellipsis at `maxWidth`, the whole text on hover. */
export function Ellipsis({ text, maxWidth = 160 }: { text?: string | null; maxWidth?: number | string }) {
  if (!text) return null;
  return (
    <Box
      component="span"
      title={text}
      sx={{
        display: 'block',
        maxWidth,
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {text}
    </Box>
  );
}

export interface DetailItem {
  label: string;
  value: ReactNode;
}

/** The row's details: every field as label and value (the hidden and the cut columns in full). */
export function RowDetails({ items, children }: { items: readonly DetailItem[]; children?: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 1 }} data-testid="row-details">
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('density.details')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(90px, max-content) 1fr', md: 'repeat(3, max-content 1fr)' },
          columnGap: 2,
          rowGap: 0.5,
          '& dt': { color: 'text.secondary', fontSize: 13 },
          '& dd': { m: 0, fontSize: 13, whiteSpace: 'normal', wordBreak: 'break-word' },
        }}
      >
        {items.map((it) => (
          <Box key={it.label} sx={{ display: 'contents' }}>
            <dt>{it.label}</dt>
            <dd>{it.value === null || it.value === undefined || it.value === '' ? '—' : it.value}</dd>
          </Box>
        ))}
      </Box>
      {children}
    </Box>
  );
}
