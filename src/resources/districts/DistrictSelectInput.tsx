import { SelectInput, useRecordContext, useTranslate, type Validator } from 'react-admin';
import { useAllPages } from '../../components/useAllPages';
import type { District } from '../../../contract/types';

export interface DistrictSelectInputProps {
  source?: string;
  validate?: Validator | Validator[];
  label?: string;
}

/**
 * A select of the districts, whose value is the district's name (hubs and health centres store the
 * district by name). A name stored before the district list had it stays selectable.
 */
export function DistrictSelectInput({ source = 'district', validate, label }: DistrictSelectInputProps) {
  const translate = useTranslate();
  const record = useRecordContext<Record<string, unknown>>();
  // a small fixed list kept as a select: every page of it
  const { data, isPending } = useAllPages<District>('districts', {
    sort: { field: 'district_name', order: 'ASC' },
  });
  const choices: { id: string; name: string }[] = (data ?? []).map((d) => ({
    id: d.district_name,
    name: d.district_name,
  }));
  const current = record?.[source];
  if (typeof current === 'string' && current !== '' && !choices.some((c) => c.id === current))
    choices.unshift({ id: current, name: current });
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      isPending={isPending}
      validate={validate}
      helperText={
        !isPending && choices.length === 0 ? translate('resources.collectionhubs.noDistricts') : undefined
      }
      sx={{ minWidth: 260 }}
    />
  );
}
