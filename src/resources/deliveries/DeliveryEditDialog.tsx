/**
 * Edit Delivery: the required fields with the spec's 'Please enter/select ...' messages, times as HH:MM,
 * delivery items as JSON text (a clear error when it is not valid JSON); POST update_umoja_delivery/{id}.
 */
import { useMemo } from 'react';
import { Box } from '@mui/material';
import { SelectInput, TextInput, required, useDataProvider, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { DateInput } from '../../components/DateInput';
import { FormDialog } from '../../components/FormDialog';
import { ServerAutocomplete } from '../../components/ServerAutocomplete';
import {
  DELIVERY_MODES,
  DELIVERY_STATUSES,
  editBody,
  editValues,
  isTimeHHMM,
  parseDeliveryItemsText,
  type DeliveryEditValues,
} from '../../lib/deliveries';
import { useDeliveries } from './DeliveriesContext';

const T = 'resources.deliveries';
const req = (field: string) => required(`${T}.edit.required.${field}`);
const validTime = (value: unknown) => (isTimeHHMM(value as string) ? undefined : `${T}.edit.timeFormat`);
const validItems = (value: unknown) =>
  parseDeliveryItemsText(value as string) === null ? `${T}.edit.itemsInvalid` : undefined;

interface Agent {
  id: number;
  FullName?: string | null;
  first_name?: string | null;
  username?: string | null;
}

const agentText = (a: Agent) => a.FullName || a.first_name || a.username || String(a.id);
const BY_FIRST_NAME = { field: 'first_name', order: 'ASC' } as const;

export function DeliveryEditDialog() {
  const translate = useTranslate();
  const { editing: row, closeDialogs, resource } = useDeliveries();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const record = useMemo(() => (row ? { id: row.id, ...editValues(row) } : undefined), [row]);

  const statusChoices = DELIVERY_STATUSES.map((s) => ({ id: s, name: `${T}.statuses.${s}` }));
  const modeChoices = DELIVERY_MODES.map((m) => ({ id: m, name: m }));

  return (
    <FormDialog<Record<string, unknown>>
      open={row !== null}
      onClose={closeDialogs}
      title={translate(`${T}.edit.title`, { number: row?.delivery_number ?? '' })}
      maxWidth="md"
      dividers
      resource={resource}
      record={record}
      formKey={String(record?.id)}
      saveLabel={`${T}.edit.save`}
      cancelLabel={`${T}.cancel`}
      invalidFormToast
      // the server answers the raw row (ISO date, no turnaround): the list is fetched again rather than given it,
      // so the row shows the report's formatted date and real turnaround
      mutationFn={async (values) => {
        const result = await dataProvider.update(resource, {
          id: row?.id,
          data: editBody(values as unknown as DeliveryEditValues),
          previousData: row ?? undefined,
        });
        await queryClient.invalidateQueries({ queryKey: [resource] });
        return result;
      }}
      success={`${T}.edit.success`}
      failure={`${T}.edit.failed`}
      onSuccess={closeDialogs}
      // the toast says it (the screen's tests find the message once)
      showError={false}
    >
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        <TextInput source="delivery_number" validate={req('delivery_number')} />
        <SelectInput source="delivery_status" choices={statusChoices} validate={req('delivery_status')} />
        <ServerAutocomplete
          source="agent_account"
          reference="deliveryagents"
          sort={BY_FIRST_NAME}
          optionText={agentText}
          noMatch="components.pickers.noAgent"
          validate={req('agent_account')}
        />
        <TextInput source="delivery_type" validate={req('delivery_type')} />
        <TextInput source="pickup_point" validate={req('pickup_point')} />
        <TextInput source="destination" validate={req('destination')} />
        <Box sx={{ mb: 2 }}>
          <DateInput source="date" validate={req('date')} fullWidth />
        </Box>
        <SelectInput source="delivery_mode" choices={modeChoices} emptyText="—" />
        <TextInput
          source="time_of_pickup"
          validate={validTime}
          helperText={`${T}.edit.timeHelp`}
          placeholder="HH:MM"
        />
        <TextInput
          source="time_of_dropoff"
          validate={validTime}
          helperText={`${T}.edit.timeHelp`}
          placeholder="HH:MM"
        />
        <TextInput source="item_name" />
        <TextInput source="item_type" />
        <TextInput source="barcode" />
      </Box>
      <TextInput
        source="delivery_items"
        validate={validItems}
        helperText={`${T}.edit.itemsHelp`}
        multiline
        minRows={4}
        fullWidth
        sx={{ '& textarea': { fontFamily: 'monospace' } }}
      />
    </FormDialog>
  );
}
