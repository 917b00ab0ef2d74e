import { Typography, type TypographyProps } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatDate, formatDateTime } from '../../contract/dates';

export interface DateFieldProps extends Omit<TypographyProps, 'children'> {
  source: string;
  /** Also show the time (DD/MM/YYYY HH:mm). */
  showTime?: boolean;
  label?: string;
  emptyText?: string;
}

/** A react-admin field showing a date as DD/MM/YYYY. */
export function DateField({
  source,
  showTime = false,
  emptyText = '',
  label: _label,
  ...rest
}: DateFieldProps) {
  const value = useFieldValue({ source });
  const text = showTime ? formatDateTime(value as string) : formatDate(value as string);
  return (
    <Typography component="span" variant="body2" {...rest}>
      {text || emptyText}
    </Typography>
  );
}
