/**
 * The dense table of the operations lists, beside their FilterBar: one line per cell,
 * long texts cut with an ellipsis (the whole text on hover and in the row's details), the actions column stuck
 * to the right edge so it never scrolls out of sight, below 1440 px (1280 px with the menu open) the secondary
 * columns hidden so the key ones and the actions fit without covering one another, and below
 * 768 px only the key columns (the rest in the row's details).
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box, Typography, useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import { useTranslate } from 'react-admin';

/** Class of the row actions column (react-admin names a column without source 'column-undefined'). */
export const ACTIONS_CLASS = 'column-actions';

/** Below this width (1280 px with the menu open) the tables hide their secondary columns (`narrowHidden`). */
export const NARROW_SCREEN = '(max-width:1439.95px)';

/** True below 1440 px: the tables' secondary columns are hidden (their values in the row's details). */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN, { noSsr: true });
}

/** The sx hiding the columns of these sources (an attribute selector: a source may hold a dot, 'sample.priority'). */
function hideColumns(sources: readonly string[]): Record<string, unknown> {
  const hide: Record<string, unknown> = {};
  for (const c of sources)
    hide[`& th[class~="column-${c}"], & td[class~="column-${c}"]`] = { display: 'none' };
  return hide;
}

/**
 * The table's sx. `smallHidden`: the column classes' sources hidden below 768 px (`small`), shown in the row's
 * details instead; `narrowHidden`: the secondary columns hidden below 1440 px, so that the key columns and the
 * pinned actions fit at 1280 px with the menu open (shown in the row's details or the column chooser).
 */
export function denseTableSx({
  small = false,
  smallHidden = [],
  narrowHidden = [],
  narrowIconActions = false,
}: {
  small?: boolean;
  smallHidden?: readonly string[];
  narrowHidden?: readonly string[];
  /** below 1440 px the row actions' buttons show their icons only (their names stay their accessible names) */
  narrowIconActions?: boolean;
}): SystemStyleObject<Theme> {
  const narrow: Record<string, unknown> = {
    ...hideColumns(narrowHidden),
    ...(narrowIconActions
      ? {
          [`& td.${ACTIONS_CLASS} .MuiButton-root`]: {
            fontSize: 0,
            minWidth: 0,
            px: 0.5,
            '& .MuiButton-startIcon': { m: 0 },
          },
        }
      : {}),
  };
  const hide: Record<string, unknown> = small
    ? hideColumns(smallHidden)
    : Object.keys(narrow).length
      ? { [`@media ${NARROW_SCREEN}`]: narrow }
      : {};
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

/**
 * Makes the row-expand toggles of the tables inside it keyboard-reachable, named buttons: react-admin's
 * ExpandRowButton is a div with tabIndex -1 and aria-hidden and is named 'Expand'/'Close'; here each is in the Tab
 * order, seen by screen readers and named 'Show details' / 'Hide details' (its aria-expanded tells which).
 * MUI's ButtonBase already opens it with Enter and Space. Wrap every table with an expand panel in it.
 */
export function ReachableExpand({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const ref = useRef<HTMLDivElement>(null);
  const show = translate('density.expand.show');
  const hide = translate('density.expand.hide');
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    const fix = () => {
      for (const el of root.querySelectorAll<HTMLElement>('.RaDataTable-expandIcon')) {
        if (el.getAttribute('tabindex') !== '0') el.setAttribute('tabindex', '0');
        if (el.hasAttribute('aria-hidden')) el.removeAttribute('aria-hidden');
        const name = el.getAttribute('aria-expanded') === 'true' ? hide : show;
        if (el.getAttribute('aria-label') !== name) el.setAttribute('aria-label', name);
      }
    };
    fix();
    // rows come and go and a toggle's state changes without this component rendering again
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-expanded', 'aria-label', 'aria-hidden', 'tabindex'],
    });
    return () => observer.disconnect();
  }, [show, hide]);
  return (
    <Box ref={ref} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
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
