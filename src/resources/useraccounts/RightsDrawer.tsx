import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Drawer,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import {
  BooleanInput,
  Form,
  useDataProvider,
  useGetList,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { errorMessage, useFormMutation } from '../../components/useFormMutation';
import type { AccountRights, UserAccount } from '../../../contract/types';
import { DialogButton } from '../../components/DialogButton';

/** The nine rights a screen toggles (administration.md 6). */
export const ACCOUNT_RIGHTS = [
  'view_statistics',
  'view_product_orders',
  'view_umoja_deliveries',
  'view_online_riders',
  'view_agent_activities',
  'view_barcodes',
  'create_barcodes',
  'view_pending_umoja_pickups',
  'create_update_pending_umoja_pickups',
] as const;
export type AccountRightName = (typeof ACCOUNT_RIGHTS)[number];
type RightsValues = Record<AccountRightName, boolean>;

const none = (): RightsValues => Object.fromEntries(ACCOUNT_RIGHTS.map((r) => [r, false])) as RightsValues;
const pick = (record: Partial<Record<AccountRightName, unknown>>): RightsValues =>
  Object.fromEntries(ACCOUNT_RIGHTS.map((r) => [r, !!record[r]])) as RightsValues;

/**
 * The rights of one account: loads GET /api/accountrights/?user={id} (the first record), saves with
 * PUT /api/accountrights/{id}/, or creates the record when the account has none.
 */
export function RightsForm({ account, onDone }: { account: Pick<UserAccount, 'id'>; onDone: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const { data, isPending, error } = useGetList<AccountRights>(
    'accountrights',
    {
      filter: { user: account.id },
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
    },
    {
      retry: false,
      // no cache between two openings: the form starts from the server's rights each time
      gcTime: 0,
      onError: () => notify(translate('resources.useraccounts.rights.loadFailed'), { type: 'error' }),
    },
  );
  const record = data?.[0] ?? null;
  const save = useFormMutation(
    (values: RightsValues) =>
      record
        ? dataProvider.update<AccountRights>('accountrights', {
            id: record.id,
            data: pick(values),
            previousData: record,
          })
        : dataProvider.create<AccountRights>('accountrights', {
            data: { user: account.id, ...pick(values) },
          }),
    {
      success: 'resources.useraccounts.rights.saved',
      failure: 'resources.useraccounts.rights.saveFailed',
      onSuccess: onDone,
    },
  );

  if (isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (error)
    return (
      <Alert severity="error">
        {translate('resources.useraccounts.rights.loadFailed')}:{' '}
        {errorMessage(error) ?? translate('resources.useraccounts.rights.loadFailed')}
      </Alert>
    );
  return (
    <Form
      defaultValues={record ? pick(record) : none()}
      onSubmit={(values: Record<string, unknown>) => save.mutate(values as RightsValues)}
    >
      <Stack spacing={2}>
        <FormGroup>
          {ACCOUNT_RIGHTS.map((name) => (
            <BooleanInput
              key={name}
              source={name}
              label={`resources.useraccounts.rights.${name}`}
              helperText={false}
            />
          ))}
        </FormGroup>
        {save.serverError ? <Alert severity="error">{save.serverError}</Alert> : null}
        <Stack direction="row" spacing={1}>
          <MuiButton
            type="submit"
            variant="contained"
            disabled={save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} /> : null}
          >
            {translate('resources.useraccounts.rights.save')}
          </MuiButton>
          <MuiButton onClick={onDone}>{translate('resources.useraccounts.rights.cancel')}</MuiButton>
        </Stack>
      </Stack>
    </Form>
  );
}

/** Row action: the right-side drawer with the nine rights toggles. */
export function RightsButton() {
  const record = useRecordContext<UserAccount>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <DialogButton label="resources.useraccounts.rights.button" icon={<TuneIcon />}>
      {(open, close) => (
        <Drawer anchor="right" open={open} onClose={close} onClick={(e) => e.stopPropagation()}>
          <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }} role="presentation">
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {translate('resources.useraccounts.rights.title', { name: record.username })}
            </Typography>
            {open ? <RightsForm account={record} onDone={close} /> : null}
          </Box>
        </Drawer>
      )}
    </DialogButton>
  );
}
