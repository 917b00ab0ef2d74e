import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { FieldTitle, InputHelperText, useInput, type InputProps } from 'react-admin';
import { DatePickerProvider, DISPLAY_FORMAT } from './DatePickerProvider';

export interface DateInputProps extends InputProps {
  /** Stored value format: 'YYYY-MM-DD' (default) or 'DD/MM/YYYY' for calls that send display dates. */
  valueFormat?: 'YYYY-MM-DD' | 'DD/MM/YYYY';
  fullWidth?: boolean;
  helperText?: string;
}

function toDayjs(value: unknown, valueFormat: string): Dayjs | null {
  if (value == null || value === '') return null;
  if (value instanceof Date) return dayjs(value);
  const s = String(value);
  if (valueFormat === 'DD/MM/YYYY' && /^\d{2}\/\d{2}\/\d{4}$/.test(s)) {
    const [d, m, y] = s.split('/').map(Number);
    return dayjs(new Date(y, m - 1, d));
  }
  const parsed = dayjs(s.length >= 10 ? s.slice(0, 10) : s);
  return parsed.isValid() ? parsed : null;
}

/** A react-admin input editing a date shown as DD/MM/YYYY (stored as YYYY-MM-DD unless told otherwise). */
export function DateInput({ valueFormat = 'YYYY-MM-DD', fullWidth, helperText, ...props }: DateInputProps) {
  const {
    field,
    fieldState: { error, invalid },
    isRequired,
    id,
  } = useInput(props);
  const value = toDayjs(field.value, valueFormat);
  // react-admin's validation messages may be encoded (input rules) or objects (form rules): InputHelperText reads both
  const message =
    invalid && error?.message ? (
      <InputHelperText error={error.message} helperText={helperText} />
    ) : (
      helperText
    );
  return (
    <DatePickerProvider>
      <DatePicker
        label={
          props.label === false ? undefined : (
            <FieldTitle
              label={props.label}
              source={props.source}
              resource={props.resource}
              isRequired={isRequired}
            />
          )
        }
        format={DISPLAY_FORMAT}
        value={value}
        onChange={(next) => {
          if (next == null) field.onChange(null);
          else if (next.isValid()) field.onChange(next.format(valueFormat));
          else field.onChange('');
        }}
        slotProps={{
          textField: {
            id,
            name: field.name,
            onBlur: () => field.onBlur(),
            size: 'small',
            fullWidth,
            error: invalid,
            helperText: message,
            inputProps: { 'data-testid': `date-input-${props.source}` },
          },
        }}
      />
    </DatePickerProvider>
  );
}
