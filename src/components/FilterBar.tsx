/**
 * The compact filter bar of the operations lists: the main filters on one line, the
 * less-used ones folded behind 'More filters', the active filters as removable chips, the list's actions (columns,
 * print, Excel) at the end of the line. Below the spec's 768 px breakpoint every filter folds behind one
 * 'Filters' button; the chips stay in sight.
 */
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, Chip, Collapse, Stack, useMediaQuery } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';

/** The spec's small-screen breakpoint: the mobile layout applies below 768 px. */
export const SMALL_SCREEN = '(max-width:767.95px)';

/** True below the spec's 768 px breakpoint. */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN, { noSsr: true });
}

export interface FilterChip {
  key: string;
  /** what the chip says, e.g. 'Agent: Okello' */
  label: string;
  /** removes the filter; a chip without it cannot be removed */
  onDelete?: () => void;
}

export interface FilterBarProps {
  /** the filters always on the line */
  children: ReactNode;
  /** the less-used filters, folded behind 'More filters' */
  more?: ReactNode;
  /** the active filters */
  chips?: readonly FilterChip[];
  /** the list's buttons at the end of the line (columns, print, Excel) */
  actions?: ReactNode;
  /** a heading before the filters */
  title?: ReactNode;
  /** 'More filters' starts open (e.g. a link opened the list with a folded filter set) */
  defaultMoreOpen?: boolean;
}

const T = 'density.filterBar';

/** Form fields keep their own width on the line (react-admin's theme makes them full width). */
const lineSx = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 1,
  '& .MuiFormControl-fullWidth': { width: 'auto' },
  '& .MuiFormControl-root': { my: 0 },
  // the date pickers: room for DD/MM/YYYY and the calendar button
  '& .MuiPickersTextField-root': { width: 160 },
} as const;

/** On a small screen each field takes the whole width of the folded panel. */
const stackedSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: 1,
  '& .MuiFormControl-root': { width: '100%', minWidth: 0, my: 0 },
} as const;

export function FilterBar({
  children,
  more,
  chips = [],
  actions,
  title,
  defaultMoreOpen = false,
}: FilterBarProps) {
  const translate = useTranslate();
  const small = useSmallScreen();
  const [moreOpen, setMoreOpen] = useState(defaultMoreOpen);
  const [allOpen, setAllOpen] = useState(false);
  const chipRow =
    chips.length > 0 ? (
      <Stack
        direction="row"
        spacing={0.5}
        useFlexGap
        flexWrap="wrap"
        role="list"
        aria-label={translate(`${T}.active`)}
        data-testid="filter-chips"
      >
        {chips.map((c) => (
          <Chip
            key={c.key}
            role="listitem"
            size="small"
            label={c.label}
            onDelete={c.onDelete}
            title={c.onDelete ? translate(`${T}.remove`, { filter: c.label }) : undefined}
          />
        ))}
      </Stack>
    ) : null;

  if (small) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }} data-testid="filter-bar">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          {title}
          <Badge color="primary" badgeContent={chips.length} invisible={chips.length === 0}>
            <Button
              size="small"
              variant="outlined"
              startIcon={<FilterListIcon />}
              aria-expanded={allOpen}
              onClick={() => setAllOpen((open) => !open)}
            >
              {translate(`${T}.filters`)}
            </Button>
          </Badge>
          <Box sx={{ flex: 1 }} />
          {actions}
        </Box>
        <Collapse in={allOpen}>
          <Box sx={stackedSx}>
            {children}
            {more}
          </Box>
        </Collapse>
        {chipRow}
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }} data-testid="filter-bar">
      <Box sx={lineSx}>
        {title}
        {children}
        {more ? (
          <Button
            size="small"
            startIcon={<FilterListIcon />}
            endIcon={moreOpen ? <ExpandLessIcon /> : <ExpandMoreIcon />}
            aria-expanded={moreOpen}
            onClick={() => setMoreOpen((open) => !open)}
          >
            {translate(`${T}.more`)}
          </Button>
        ) : null}
        {actions ? (
          <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>{actions}</Box>
        ) : null}
      </Box>
      {more ? (
        <Collapse in={moreOpen}>
          <Box sx={lineSx} data-testid="more-filters">
            {more}
          </Box>
        </Collapse>
      ) : null}
      {chipRow}
    </Box>
  );
}
