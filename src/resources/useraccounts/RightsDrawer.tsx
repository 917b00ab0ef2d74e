import { useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Drawer,
  FormControlLabel,
  FormGroup,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import TuneIcon from '@mui/icons-material/Tune';
import { Button, useDataProvider, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { AccountRights, UserAccount } from '../../../contract/types';

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
const pick = (record: Partial<AccountRights>): RightsValues =>
  Object.fromEntries(ACCOUNT_RIGHTS.map((r) => [r, !!record[r]])) as RightsValues;

/**
 * The rights of one account: loads GET /api/accountrights/?user={id} (the first record), saves with
 * PUT /api/accountrights/{id}/, or creates the record when the account has none.
 */
export function RightsForm({ account, onDone }: { account: Pick<UserAccount, 'id'>; onDone: () => void }) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [record, setRecord] = useState<AccountRights | null>(null);
  const [values, setValues] = useState<RightsValues>(none);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setLoading(true);
    dataProvider
      .getList<AccountRights>('accountrights', {
        filter: { user: account.id },
        pagination: { page: 1, perPage: 1 },
        sort: { field: 'id', order: 'ASC' },
      })
      .then(({ data }) => {
        if (!live) return;
        const first = data[0] ?? null;
        setRecord(first);
        setValues(first ? pick(first) : none());
      })
      .catch((e: unknown) => {
        if (!live) return;
        const message =
          e instanceof Error && e.message ? e.message : translate('resources.useraccounts.rights.loadFailed');
        setLoadError(message);
        notify(translate('resources.useraccounts.rights.loadFailed'), { type: 'error' });
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [account.id, dataProvider, notify, translate]);

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      if (record) {
        const { data } = await dataProvider.update<AccountRights>('accountrights', {
          id: record.id,
          data: values,
          previousData: record,
        });
        setRecord(data);
      } else {
        const { data } = await dataProvider.create<AccountRights>('accountrights', {
          data: { user: account.id, ...values },
        });
        setRecord(data);
      }
      notify('resources.useraccounts.rights.saved', { type: 'success' });
      onDone();
    } catch (e) {
      const message =
        e instanceof Error && e.message ? e.message : translate('resources.useraccounts.rights.saveFailed');
      setSaveError(message);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setSaving(false);
    }
  };

  if (loading) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  if (loadError)
    return (
      <Alert severity="error">
        {translate('resources.useraccounts.rights.loadFailed')}: {loadError}
      </Alert>
    );
  return (
    <Stack spacing={2}>
      <FormGroup>
        {ACCOUNT_RIGHTS.map((name) => (
          <FormControlLabel
            key={name}
            control={
              <Switch
                checked={values[name]}
                onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.checked }))}
              />
            }
            label={translate(`resources.useraccounts.rights.${name}`)}
          />
        ))}
      </FormGroup>
      {saveError ? <Alert severity="error">{saveError}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <MuiButton
          variant="contained"
          onClick={save}
          disabled={saving}
          startIcon={saving ? <CircularProgress size={16} /> : null}
        >
          {translate('resources.useraccounts.rights.save')}
        </MuiButton>
        <MuiButton onClick={onDone}>{translate('resources.useraccounts.rights.cancel')}</MuiButton>
      </Stack>
    </Stack>
  );
}

/** Row action: the right-side drawer with the nine rights toggles. */
export function RightsButton() {
  const record = useRecordContext<UserAccount>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="resources.useraccounts.rights.button"
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        <TuneIcon />
      </Button>
      <Drawer anchor="right" open={open} onClose={close} onClick={(e) => e.stopPropagation()}>
        <Box sx={{ width: { xs: '100vw', sm: 380 }, p: 2 }} role="presentation">
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate('resources.useraccounts.rights.title', { name: record.username })}
          </Typography>
          {open ? <RightsForm account={record} onDone={close} /> : null}
        </Box>
      </Drawer>
    </>
  );
}
