/**
 * The dashboard's card of the FHIR R4 interface: the base URL a laboratory's FHIR client connects to and the system
 * URI of barcodes (GET /api/lims/fhir/). A backend without the interface answers 404: the card says so.
 */
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { FhirInterface } from '../../../contract/lims';
import { useLimsApi } from './limsApi';

const FIELDS = ['base_url', 'barcode_system', 'fhir_version'] as const;

const statusOf = (error: unknown): number | undefined =>
  typeof (error as { status?: unknown } | null)?.status === 'number'
    ? (error as { status: number }).status
    : undefined;

export function FhirInterfaceCard() {
  const translate = useTranslate();
  const t = (key: string) => translate(`pages.lims.${key}`);
  const api = useLimsApi();
  const { data, error, isPending, refetch } = useQuery<FhirInterface>({
    queryKey: ['lims', 'fhir'],
    queryFn: () => api.fhirInterface(),
    // where the interface is does not change while the screen is open
    staleTime: Infinity,
    retry: false,
  });
  const offered = typeof data?.base_url === 'string' && data.base_url !== '';

  let body;
  if (isPending) body = null;
  else if (error && statusOf(error) !== 404)
    body = (
      <Typography role="alert" color="error">
        {t('fhir.loadFailed')}{' '}
        <Button size="small" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </Typography>
    );
  else if (!offered) body = <Typography color="text.secondary">{t('fhir.notOffered')}</Typography>;
  else
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('fhir.text')}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}>
          {FIELDS.map((key) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {t(`fhir.${key}`)}
              </Typography>
              <Typography
                component="dd"
                variant="body2"
                sx={{ m: 0, fontFamily: 'monospace', wordBreak: 'break-all' }}
              >
                {data[key]}
              </Typography>
            </Box>
          ))}
        </Box>
      </>
    );

  return (
    <Card variant="outlined" data-testid="lims-fhir">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('fhir.title')}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
}
