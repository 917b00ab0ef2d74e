/**
 * react-admin's Pagination (with its page-size changer) plus a "go to page" box: type a page number and
 * press Enter. Numbers outside 1..last page are clamped. The list's own page size is always one of the sizes
 * offered, so the changer never shows blank (a list's `perPage` outside the options).
 */
import { useState, type KeyboardEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { Pagination, useListPaginationContext, useTranslate, type PaginationProps } from 'react-admin';

export const QUICK_JUMP_PAGE_SIZES = [10, 20, 50, 100];

/** The sizes offered: the given options plus the current page size when it is not among them, in order. */
type PageSizes = NonNullable<PaginationProps['rowsPerPageOptions']>;
const sizeOf = (o: PageSizes[number]) => (typeof o === 'number' ? o : o.value);

export function pageSizeOptions(options: PageSizes, perPage: number): PageSizes {
  if (!(perPage > 0) || options.some((o) => sizeOf(o) === perPage)) return options;
  return [...options, perPage].sort((a, b) => sizeOf(a) - sizeOf(b));
}

export interface QuickJumpPaginationProps extends PaginationProps {
  /** i18n key of the "go to page" box label. */
  jumpLabel: string;
}

export function QuickJumpPagination({
  jumpLabel,
  rowsPerPageOptions = QUICK_JUMP_PAGE_SIZES,
  ...props
}: QuickJumpPaginationProps) {
  const translate = useTranslate();
  const { page, perPage, total, setPage } = useListPaginationContext();
  const [value, setValue] = useState('');
  const lastPage = total ? Math.max(1, Math.ceil(total / perPage)) : 1;

  const jump = () => {
    const wanted = Number.parseInt(value, 10);
    if (!Number.isFinite(wanted)) return;
    const target = Math.min(Math.max(1, wanted), lastPage);
    if (target !== page) setPage(target);
    setValue('');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1 }}>
      <Pagination rowsPerPageOptions={pageSizeOptions(rowsPerPageOptions, perPage)} {...props} />
      <TextField
        size="small"
        type="number"
        label={translate(jumpLabel)}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e: KeyboardEvent) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            jump();
          }
        }}
        onBlur={jump}
        slotProps={{ htmlInput: { min: 1, max: lastPage } }}
        sx={{ width: 120, mr: 2 }}
      />
    </Box>
  );
}
