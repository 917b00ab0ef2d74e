import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';

/** Date pickers work on dayjs values; every picker of the app shows DD/MM/YYYY. */
export const DISPLAY_FORMAT = 'DD/MM/YYYY';

export function DatePickerProvider({ children }: { children: ReactNode }) {
  return <LocalizationProvider dateAdapter={AdapterDayjs}>{children}</LocalizationProvider>;
}
