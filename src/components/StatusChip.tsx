import { Chip, type ChipProps } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { barcodeStatusColor, chipColors, orderStatusColor, priorityColor } from './statusColors';

export type StatusKind = 'order' | 'barcode' | 'priority';

const colorFor: Record<StatusKind, (v: string | null | undefined) => string> = {
  order: orderStatusColor,
  barcode: barcodeStatusColor,
  priority: priorityColor,
};

export interface StatusChipProps extends Omit<ChipProps, 'color' | 'label'> {
  kind: StatusKind;
  value: string | null | undefined;
}

/** A coloured chip for an order status, a barcode status or a priority. */
export function StatusChip({ kind, value, sx, ...rest }: StatusChipProps) {
  const translate = useTranslate();
  if (value == null || value === '') return null;
  const key = String(value).toLowerCase();
  const label = translate(`components.status.${kind}.${key}`, { _: String(value) });
  const color = colorFor[kind](key);
  return (
    <Chip
      size="small"
      label={label}
      data-color={color}
      sx={{ ...chipColors(color), fontWeight: 600, ...sx }}
      {...rest}
    />
  );
}

/** StatusChip reading its value from the record in context (for DataTable columns and show views). */
export function StatusChipField({ source, kind }: { source: string; kind: StatusKind }) {
  const value = useFieldValue({ source });
  return <StatusChip kind={kind} value={value as string | null | undefined} />;
}
