import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatMoney, formatTotal } from '../lib/money';

export interface MoneyFieldProps extends Omit<TypographyProps, 'children'> {
  source: string;
  /** A total: always two decimals. */
  total?: boolean;
  label?: string;
}

/** Money with thousands separators; totals with 2 decimals. */
export function MoneyField({ source, total = false, label: _label, ...rest }: MoneyFieldProps) {
  const value = useFieldValue({ source });
  if (value == null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  const text = total ? formatTotal(n) : formatMoney(value as number | string);
  return (
    <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }} {...rest}>
      {text}
    </Typography>
  );
}
