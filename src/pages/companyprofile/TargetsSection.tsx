/** The company profile's 'Turnaround targets' section: hours per leg, stale-agent and check minutes. */
import { Box, Divider, Stack, Typography } from '@mui/material';
import { NumberInput, required, useTranslate, type Validator } from 'react-admin';

export const TARGET_HOURS = ['target_pickup_hours', 'target_dropoff_hours', 'target_receipt_hours'] as const;
export const TARGET_MINUTES = ['stale_agent_minutes', 'overdue_check_minutes'] as const;

/** The server's defaults, for a profile answered without the targets. */
export const TARGET_DEFAULTS = {
  target_pickup_hours: 24,
  target_dropoff_hours: 24,
  target_receipt_hours: 24,
  stale_agent_minutes: 15,
  overdue_check_minutes: 5,
};
export type TurnaroundTargets = typeof TARGET_DEFAULTS;

export const withTargetDefaults = <T extends object>(record: T): T & TurnaroundTargets => ({
  ...TARGET_DEFAULTS,
  ...record,
});

/** A whole number from 1 to `max`, else `message` (the server answers the same message). */
const wholeUpTo =
  (max: number, message: string): Validator =>
  (value: unknown) => {
    if (value === null || value === undefined || value === '') return undefined; // `required` speaks then
    const n = Number(value);
    return Number.isInteger(n) && n >= 1 && n <= max ? undefined : message;
  };

const requiredValue = required('pages.companyprofile.required');
const hoursRules = [requiredValue, wholeUpTo(720, 'turnaround.targets.hoursInvalid')];
const minutesRules = [requiredValue, wholeUpTo(1440, 'turnaround.targets.minutesInvalid')];

export function TargetsSection() {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {translate('turnaround.targets.section')}
      </Typography>
      <Divider sx={{ mb: 1 }} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
        {TARGET_HOURS.map((name) => (
          <NumberInput
            key={name}
            source={name}
            label={`turnaround.targets.fields.${name}`}
            validate={hoursRules}
            step={1}
          />
        ))}
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={{ md: 2 }}>
        {TARGET_MINUTES.map((name) => (
          <NumberInput
            key={name}
            source={name}
            label={`turnaround.targets.fields.${name}`}
            validate={minutesRules}
            step={1}
          />
        ))}
      </Stack>
    </Box>
  );
}
