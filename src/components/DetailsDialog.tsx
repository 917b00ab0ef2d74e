/**
 * The one read-only dialog: a title, the record's label/value rows as a description list (`dl`, a
 * `dt` label followed by its `dd` value), free sections before or after them (a barcode, JSON blocks, a table)
 * and a Close button, with any other actions before it. MUI's Dialog gives the rest: role dialog, labelled by
 * its title, Escape and the backdrop close it, focus is held inside while open and returns to the opener after.
 */
import { useId, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  type DialogProps,
} from '@mui/material';
import { useTranslate } from 'react-admin';

export interface DetailsRow {
  /** The label, already translated. */
  label: string;
  value: ReactNode;
  /** A `data-field` on the row (the record's field), for the tests and the print view. */
  field?: string;
}

/** Empty values: null, undefined and ''. */
const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '';

/**
 * The rows as a description list: two pairs a line on wide screens (`columns` 2, the default), or one pair a
 * line with the label in a column of its own (`columns` 1).
 */
export function DetailsRows({
  rows,
  columns = 2,
  empty,
}: {
  rows: readonly (DetailsRow | null | false | undefined)[];
  columns?: 1 | 2;
  /** What an empty value shows (default: nothing). */
  empty?: ReactNode;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
        columnGap: 2,
        rowGap: columns === 2 ? 2 : 0,
      }}
    >
      {rows.map((row) =>
        row ? (
          <Box
            key={row.field ?? row.label}
            data-field={row.field}
            sx={
              columns === 2
                ? { minWidth: 0 }
                : {
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
                    gap: 1,
                    py: 0.75,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }
            }
          >
            <Typography
              component="dt"
              variant={columns === 2 ? 'caption' : 'body2'}
              color={columns === 2 ? 'text.secondary' : undefined}
              sx={columns === 2 ? { display: 'block' } : { fontWeight: 600 }}
            >
              {row.label}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0, wordBreak: 'break-word' }}>
              {isEmpty(row.value) ? empty : row.value}
            </Box>
          </Box>
        ) : null,
      )}
    </Box>
  );
}

export interface DetailsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The title, already translated; it names the dialog. */
  title: ReactNode;
  /** A second line under the title (the record's name). */
  subtitle?: ReactNode;
  /** The label/value rows (null or false rows are left out); none: only the sections. */
  rows?: readonly (DetailsRow | null | false | undefined)[];
  /** See DetailsRows. */
  columns?: 1 | 2;
  /** What an empty value shows (default: nothing). */
  empty?: ReactNode;
  /** A section above the rows. */
  before?: ReactNode;
  /** Sections under the rows. */
  children?: ReactNode;
  /** i18n key of the Close button. */
  closeLabel: string;
  /** Actions after Close (Edit). */
  actions?: ReactNode;
  /** Actions and notes before Close (Print). */
  actionsBefore?: ReactNode;
  maxWidth?: DialogProps['maxWidth'];
  /** The paper's width when `maxWidth` is false. */
  width?: number;
  /** Dividers around the content (default true). */
  dividers?: boolean;
}

/** A read-only dialog: see the file's comment. */
export function DetailsDialog({
  open,
  onClose,
  title,
  subtitle,
  rows,
  columns,
  empty,
  before,
  children,
  closeLabel,
  actions,
  actionsBefore,
  maxWidth = 'md',
  width,
  dividers = true,
}: DetailsDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth={maxWidth !== false}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
      onClick={(e) => e.stopPropagation()}
      slotProps={width ? { paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } } : undefined}
    >
      <DialogTitle id={titleId}>
        {title}
        {subtitle ? (
          <Typography component="span" variant="subtitle1" sx={{ display: 'block' }} color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </DialogTitle>
      <DialogContent dividers={dividers}>
        {open ? (
          <>
            {before}
            {rows ? <DetailsRows rows={rows} columns={columns} empty={empty} /> : null}
            {children}
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        {actionsBefore}
        <Button onClick={onClose}>{translate(closeLabel)}</Button>
        {actions}
      </DialogActions>
    </Dialog>
  );
}
