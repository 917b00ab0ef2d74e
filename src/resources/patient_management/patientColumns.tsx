/**
 * The patients' column list: the table's columns, and for the print report and the Excel export
 * the fields each table column shows (operations.md 2: name, age, sex, phone, email, nationality, village,
 * sample number, registration date).
 */
import { Box, Chip } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../../contract/dates';
import type { ListColumn } from '../../components/ListColumns';
import { patientAge, type Patient } from './patients';

const T = 'resources.patient_management';

const secondary = { display: 'block', color: 'text.secondary', fontSize: 12 } as const;

/** The row's number over the whole result (page 2 starts at 11). */
function RowIndex() {
  const record = useRecordContext<Patient>();
  const { data, page, perPage } = useListContext<Patient>();
  if (!record || !data) return null;
  return <>{(page - 1) * perPage + data.findIndex((r) => r.id === record.id) + 1}</>;
}

function SexTag({ sex }: { sex: string | null | undefined }) {
  const translate = useTranslate();
  if (!sex) return null;
  return (
    <Chip
      size="small"
      label={translate(`${T}.sexes.${sex}`, { _: sex })}
      color={sex === 'Female' ? 'secondary' : 'primary'}
      variant="outlined"
    />
  );
}

function NamesCell() {
  const p = useRecordContext<Patient>();
  const translate = useTranslate();
  if (!p) return null;
  return (
    <>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {p.names}
      </Box>
      {p.patient_opd_ipd_number ? (
        <Box component="span" sx={secondary}>
          {translate(`${T}.opd`, { number: p.patient_opd_ipd_number })}
        </Box>
      ) : null}
    </>
  );
}

function AgeSexCell() {
  const p = useRecordContext<Patient>();
  const translate = useTranslate();
  if (!p) return null;
  const age = patientAge(p);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {age === null ? null : <span>{translate(`${T}.ageYears`, { age })}</span>}
      <SexTag sex={p.sex} />
    </Box>
  );
}

/** A field with a second, smaller line under it (`always`: the line even when empty). */
const twoLines = (first: (p: Patient) => unknown, second: (p: Patient) => unknown, always = false) =>
  function TwoLines(p: Patient) {
    const below = second(p);
    return (
      <>
        {first(p) as string}
        {always || below ? (
          <Box component="span" sx={secondary}>
            {below as string}
          </Box>
        ) : null}
      </>
    );
  };

export const PATIENT_COLUMNS: ListColumn<Patient>[] = [
  { source: 'index', label: `${T}.fields.index`, sortable: false, field: <RowIndex />, tableOnly: true },
  { source: 'names', field: <NamesCell /> },
  {
    source: 'age',
    label: `${T}.fields.age_sex`,
    field: <AgeSexCell />,
    parts: [
      { source: 'age', text: (p) => String(patientAge(p) ?? ''), kind: 'count', value: (p) => patientAge(p) },
      { source: 'sex' },
    ],
  },
  {
    source: 'phone_number',
    label: `${T}.fields.contact`,
    sortable: false,
    render: twoLines(
      (p) => p.phone_number,
      (p) => p.email_address,
    ),
    parts: [{ source: 'phone_number' }, { source: 'email_address' }],
  },
  {
    source: 'village_of_residence',
    label: `${T}.fields.location`,
    sortable: false,
    render: twoLines(
      (p) => p.village_of_residence,
      (p) => p.nationality,
    ),
    parts: [{ source: 'nationality' }, { source: 'village', text: (p) => p.village_of_residence ?? '' }],
  },
  {
    source: 'created_at',
    label: `${T}.fields.sample_info`,
    render: twoLines(
      (p) => p.pending_sample_pickup_number,
      (p) => formatDate(p.created_at),
      true,
    ),
    parts: [
      { source: 'pending_sample_pickup_number' },
      { source: 'created_at', text: (p) => formatDate(p.created_at), kind: 'date' },
    ],
  },
];
