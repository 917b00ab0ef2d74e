/**
 * Searchable pickers over the API: no table is loaded whole to fill a choice.
 * - `ServerAutocomplete`: a react-admin form input (ReferenceInput + AutocompleteInput) storing the record's id.
 * - `ServerPicker`: the same search for screens that keep the value themselves (filters, builders), storing the
 *   id or another field of the record (`valueField`, e.g. a username or a name).
 * Both ask for pages of PICKER_PAGE records, search on the server as the user types (q → the REST `search`),
 * show the current value's name whatever page it lives on, and say when nothing matches (`noMatch`).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import {
  AutocompleteInput,
  ReferenceInput,
  useGetList,
  useGetMany,
  useTranslate,
  type Identifier,
  type RaRecord,
  type SortPayload,
  type Validator,
} from 'react-admin';
import { keepPreviousData } from '@tanstack/react-query';

export const PICKER_PAGE = 25;
/** Milliseconds between the last key typed and the server search. */
export const PICKER_DEBOUNCE = 300;

type Text<T> = string | ((record: T) => string);

function textOf<T extends RaRecord>(record: T, optionText: Text<T>): string {
  if (typeof optionText === 'function') return optionText(record);
  const v = record[optionText];
  return v === null || v === undefined ? '' : String(v);
}

const toQuery = (q: string) => (q.trim() ? { q: q.trim() } : {});

export interface ServerAutocompleteProps<T extends RaRecord = RaRecord> {
  source: string;
  reference: string;
  /** a field of the record or a function of it */
  optionText: Text<T>;
  sort?: SortPayload;
  /** fixed filters added to every search */
  filter?: Record<string, unknown>;
  /** i18n key of the 'nothing matches' text */
  noMatch: string;
  label?: string;
  validate?: Validator | Validator[];
  helperText?: ReactNode | false;
  sx?: SxProps<Theme>;
  fullWidth?: boolean;
  disabled?: boolean;
}

/**
 * A react-admin input choosing a record by id, searched on the server as the user types.
 *
 * Its list opens on a click (or a key), never on focus alone: react-admin's AutocompleteInput
 * sets MUI's `openOnFocus`, and a validation error focuses the first invalid input (react-hook-form's setFocus),
 * which opened the list over the error and the form's buttons; MUI toggles the list on a mousedown in the input,
 * so the user's first click then closed it and seemed to do nothing.
 */
export function ServerAutocomplete<T extends RaRecord = RaRecord>({
  source,
  reference,
  optionText,
  sort,
  filter,
  noMatch,
  label,
  validate,
  helperText,
  sx,
  fullWidth,
  disabled,
}: ServerAutocompleteProps<T>) {
  const text = typeof optionText === 'function' ? (r: T) => optionText(r) : optionText;
  return (
    <ReferenceInput source={source} reference={reference} sort={sort} filter={filter} perPage={PICKER_PAGE}>
      <AutocompleteInput
        label={label}
        optionText={text as never}
        filterToQuery={toQuery}
        debounce={PICKER_DEBOUNCE}
        openOnFocus={false}
        noOptionsText={noMatch}
        validate={validate}
        helperText={helperText}
        sx={sx}
        fullWidth={fullWidth}
        disabled={disabled}
      />
    </ReferenceInput>
  );
}

export interface ServerPickerProps<T extends RaRecord = RaRecord> {
  reference: string;
  /** the stored value: the record's id, or its `valueField` */
  value: Identifier | null | undefined;
  onChange: (value: Identifier | null, record: T | null) => void;
  optionText: Text<T>;
  /** the field of the record the value holds; 'id' when absent */
  valueField?: string;
  label: string;
  noMatch: string;
  sort?: SortPayload;
  filter?: Record<string, unknown>;
  disabled?: boolean;
  helperText?: ReactNode;
  placeholder?: string;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
  /** clear the typed text after each choice (a builder that adds the chosen record to a list) */
  clearOnChoose?: boolean;
}

function useDebounced(value: string, delay: number): string {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setOut(value), delay);
    return () => clearTimeout(t);
  }, [value, delay]);
  return out;
}

/** A standalone searchable picker (not bound to a react-admin form). */
export function ServerPicker<T extends RaRecord = RaRecord>({
  reference,
  value,
  onChange,
  optionText,
  valueField = 'id',
  label,
  noMatch,
  sort,
  filter,
  disabled,
  helperText,
  placeholder,
  size = 'small',
  sx,
  clearOnChoose,
}: ServerPickerProps<T>) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const [typing, setTyping] = useState(false);
  const search = useDebounced(typing ? input : '', PICKER_DEBOUNCE);
  const hasValue = value !== null && value !== undefined && value !== '';
  const byId = valueField === 'id';

  const { data, isFetching } = useGetList<T>(
    reference,
    {
      filter: { ...(filter ?? {}), ...toQuery(search) },
      pagination: { page: 1, perPage: PICKER_PAGE },
      sort,
    },
    { enabled: !disabled, placeholderData: keepPreviousData },
  );
  const valueOf = (r: T): Identifier => r[valueField] as Identifier;
  const inPage = hasValue ? (data ?? []).find((r) => String(valueOf(r)) === String(value)) : undefined;
  // the current record, whatever page it lives on
  const current = useGetMany<T>(
    reference,
    { ids: hasValue && byId ? [value] : [] },
    { enabled: hasValue && byId && !inPage && data !== undefined },
  );

  const selected = useMemo<T | null>(() => {
    if (!hasValue) return null;
    if (inPage) return inPage;
    const fetched = current.data?.find((r) => String(r.id) === String(value));
    if (fetched) return fetched;
    // a stored name is shown as it is
    return { id: value, [valueField]: value } as unknown as T;
  }, [hasValue, value, inPage, current.data, valueField]);

  const options = useMemo(() => {
    const rows = data ?? [];
    // while the user types, only what the server found (so 'nothing matches' can show)
    if (!typing && selected && !rows.some((r) => String(valueOf(r)) === String(valueOf(selected))))
      return [selected, ...rows];
    return rows;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, selected, valueField, typing]);

  const labelOf = (r: T) => {
    const t = textOf(r, optionText);
    return t || String(valueOf(r) ?? '');
  };

  return (
    <Autocomplete<T>
      options={options}
      value={clearOnChoose ? null : selected}
      inputValue={typing ? input : selected && !clearOnChoose ? labelOf(selected) : input}
      onInputChange={(_e, next, reason) => {
        if (reason === 'input') {
          setTyping(true);
          setInput(next);
        } else if (reason === 'clear') {
          setTyping(false);
          setInput('');
        }
      }}
      onChange={(_e, record) => {
        setTyping(false);
        setInput('');
        onChange(record ? valueOf(record) : null, record);
      }}
      onBlur={() => {
        setTyping(false);
        setInput('');
      }}
      // the server has filtered already (its search covers more than the label)
      filterOptions={(x) => x}
      getOptionLabel={labelOf}
      getOptionKey={(r) => String(valueOf(r))}
      isOptionEqualToValue={(a, b) => String(valueOf(a)) === String(valueOf(b))}
      loading={isFetching}
      noOptionsText={translate(noMatch)}
      disabled={disabled}
      size={size}
      sx={sx}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          helperText={helperText}
          placeholder={placeholder}
          slotProps={{
            htmlInput: { ...params.inputProps, 'aria-disabled': disabled ? 'true' : undefined },
          }}
        />
      )}
    />
  );
}
