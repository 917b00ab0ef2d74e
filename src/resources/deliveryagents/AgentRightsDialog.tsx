import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  Switch,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { DeliveryAgent } from '../../../contract/types';

const T = 'resources.deliveryagents';

export const AGENT_RIGHTS = [
  'can_do_supply_pickup',
  'can_do_sample_pickup',
  'can_do_other_items_pickup',
  'can_do_sample_results_pickup',
  'can_do_package_pickup',
] as const;
export type AgentRight = (typeof AGENT_RIGHTS)[number];
type RightsValues = Record<AgentRight, boolean>;
type RightsRecord = RightsValues & { id: number; delivery_agent: number };

const none = (): RightsValues => Object.fromEntries(AGENT_RIGHTS.map((r) => [r, false])) as RightsValues;

/**
 * The agent rights modal: loads GET /api/delivery_agent_rights/?delivery_agent={id}; Save creates the record
 * (POST) when the agent has none yet, else updates it (PUT).
 */
export function AgentRightsDialog({
  agent,
  open,
  onClose,
}: {
  agent: Pick<DeliveryAgent, 'id' | 'FullName'> | null;
  open: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<RightsValues>(none);
  const [existing, setExisting] = useState<RightsRecord | null>(null);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saving, setSaving] = useState(false);
  const agentId = agent?.id;

  useEffect(() => {
    if (!open || agentId === undefined) return;
    let live = true;
    setLoading(true);
    setLoadFailed(false);
    setExisting(null);
    setValues(none());
    dataProvider
      .getList<RightsRecord>('delivery_agent_rights', {
        filter: { delivery_agent: agentId },
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'ASC' },
      })
      .then(({ data }) => {
        if (!live) return;
        const first = data[0] ?? null;
        setExisting(first);
        if (first) setValues(Object.fromEntries(AGENT_RIGHTS.map((r) => [r, !!first[r]])) as RightsValues);
      })
      .catch(() => {
        if (!live) return;
        setLoadFailed(true);
        notify(`${T}.rights.loadFailed`, { type: 'error' });
      })
      .finally(() => {
        if (live) setLoading(false);
      });
    return () => {
      live = false;
    };
  }, [open, agentId, dataProvider, notify]);

  const save = async () => {
    if (agentId === undefined) return;
    setSaving(true);
    try {
      const data = { delivery_agent: agentId, ...values };
      if (existing)
        await dataProvider.update('delivery_agent_rights', { id: existing.id, data, previousData: existing });
      else await dataProvider.create('delivery_agent_rights', { data });
      notify(`${T}.rights.saved`, { type: 'success' });
      onClose();
    } catch {
      notify(`${T}.rights.saveFailed`, { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{translate(`${T}.rights.title`, { name: agent?.FullName ?? '' })}</DialogTitle>
      <DialogContent>
        {loading ? (
          <CircularProgress size={24} aria-label={translate('ra.page.loading')} />
        ) : loadFailed ? (
          <Alert severity="error">{translate(`${T}.rights.loadFailed`)}</Alert>
        ) : (
          <>
            {existing ? null : (
              <Alert severity="info" sx={{ mb: 1 }}>
                {translate(`${T}.rights.none`)}
              </Alert>
            )}
            <FormGroup>
              {AGENT_RIGHTS.map((right) => (
                <FormControlLabel
                  key={right}
                  label={translate(`${T}.rights.${right}`)}
                  control={
                    <Switch
                      checked={values[right]}
                      onChange={(_e, checked) => setValues((v) => ({ ...v, [right]: checked }))}
                    />
                  }
                />
              ))}
            </FormGroup>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate(`${T}.rights.cancel`)}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={loading || loadFailed || saving || agentId === undefined}
          startIcon={saving ? <CircularProgress size={16} /> : null}
        >
          {translate(`${T}.rights.save`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
