import { useState } from 'react';
import { Alert, Stack } from '@mui/material';
import {
  Form,
  maxValue,
  minValue,
  NumberInput,
  required,
  SelectInput,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CollapsibleCard } from '../../components/CollapsibleCard';
import { SubmitFooter, useSubmit } from '../../components/FormSubmit';
import type { AppDataProvider } from '../../providers/dataProvider';
import { answerMessage } from '../../providers/http';
import { BARCODE_TYPES, MAX_GENERATE } from './barcodes';

const T = 'resources.bar_codes';
const RANGE = `${T}.generate.countRange`;

const typeChoices = BARCODE_TYPES.map((t) => ({ id: t, name: `${T}.types.${t}` }));
const wholeNumber = (value: unknown) =>
  value === null || value === undefined || value === '' || Number.isInteger(Number(value))
    ? undefined
    : RANGE;
const countRules = [
  required(`${T}.generate.countRequired`),
  wholeNumber,
  minValue(1, RANGE),
  maxValue(MAX_GENERATE, RANGE),
];

/** POST /customqueries/generate_barcodes with numer_of_codes (spelled so) and bar_code_type. */
export function GenerateCodesForm({ onGenerated }: { onGenerated?: () => void }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  const [formKey, setFormKey] = useState(0);
  const { busy, serverError, run } = useSubmit(`${T}.generate.failed`);

  const submit = (values: Record<string, unknown>) =>
    run(async () => {
      const answer = await dataProvider.generateBarcodes({
        numer_of_codes: Number(values.numer_of_codes),
        bar_code_type: String(values.bar_code_type),
      });
      const message = answerMessage(answer, translate(`${T}.generate.submit`));
      notify(message, { type: 'success', messageArgs: { _: message } });
      setFormKey((k) => k + 1);
      onGenerated?.();
    });

  return (
    <Form
      key={formKey}
      onSubmit={submit}
      noValidate
      defaultValues={{ bar_code_type: '', numer_of_codes: '' }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }} alignItems={{ md: 'flex-start' }}>
        <SelectInput
          source="bar_code_type"
          label={`${T}.fields.bar_code_type`}
          choices={typeChoices}
          validate={required(`${T}.generate.typeRequired`)}
          sx={{ minWidth: 220 }}
        />
        <NumberInput
          source="numer_of_codes"
          label={`${T}.fields.numer_of_codes`}
          validate={countRules}
          min={1}
          max={MAX_GENERATE}
          step={1}
          sx={{ minWidth: 220 }}
        />
      </Stack>
      <SubmitFooter busy={busy} serverError={serverError} label={`${T}.generate.submit`} />
    </Form>
  );
}

/** 'Generate New Codes': the form for holders of create_barcodes, else the no-permission text. */
export function GenerateCodesPanel({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess, isPending } = useCanAccess({ resource: 'bar_codes', action: 'create' });
  return (
    <CollapsibleCard title={`${T}.generate.title`} defaultOpen={defaultOpen} sx={{ mb: 2 }}>
      {isPending ? null : canAccess ? (
        <GenerateCodesForm onGenerated={refresh} />
      ) : (
        <Alert severity="warning">{translate(`${T}.generate.noPermission`)}</Alert>
      )}
    </CollapsibleCard>
  );
}
