/** A coloured chip for a LIMS status (integration log or sample confirmation). */
import { Chip } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';

const COLORS: Record<string, 'success' | 'error' | 'warning' | 'info' | 'default'> = {
  SUCCESS: 'success',
  CONFIRMED: 'success',
  FAILED: 'error',
  REJECTED: 'error',
  ERROR: 'error',
  PENDING: 'warning',
  RETRY: 'info',
  PARTIAL: 'info',
};

export function LimsStatusChip({ value }: { value: string | null | undefined }) {
  const translate = useTranslate();
  if (!value) return null;
  return (
    <Chip
      size="small"
      color={COLORS[value] ?? 'default'}
      label={translate(`pages.lims.status.${value}`, { _: value })}
    />
  );
}

export function LimsStatusField({ source }: { source: string; label?: string }) {
  const value = useFieldValue({ source });
  return <LimsStatusChip value={value as string | null | undefined} />;
}
