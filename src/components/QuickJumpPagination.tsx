/**
 * react-admin's Pagination (with its page-size changer) plus a "go to page" box: type a page number and
 * press Enter. Numbers outside 1..last page are clamped.
 */
import { useState, type KeyboardEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { Pagination, useListPaginationContext, useTranslate, type PaginationProps } from 'react-admin';

export const QUICK_JUMP_PAGE_SIZES = [10, 20, 50, 100];

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
      <Pagination rowsPerPageOptions={rowsPerPageOptions} {...props} />
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
