/** A small link to a barcode's sample journey, for rows and result cards of other screens. */
import { Box, Button, Link } from '@mui/material';
import RouteIcon from '@mui/icons-material/Route';
import { Link as RouterLink } from 'react-router-dom';
import { useRecordContext, useTranslate } from 'react-admin';

/** The sample journey's address of a code. */
export const journeyPath = (barcode: string) => `/sample_journey/${encodeURIComponent(barcode)}`;

export function JourneyLink({ barcode, label }: { barcode: string | null | undefined; label?: string }) {
  const translate = useTranslate();
  const code = (barcode ?? '').trim();
  if (!code) return null;
  return (
    <Button
      component={RouterLink}
      to={journeyPath(code)}
      size="small"
      startIcon={<RouteIcon fontSize="small" />}
      aria-label={translate('custody.journey.openTitle', { barcode: code })}
      title={translate('custody.journey.openTitle', { barcode: code })}
      onClick={(e) => e.stopPropagation()}
      data-testid="journey-link"
    >
      {label ?? translate('custody.journey.open')}
    </Button>
  );
}

/** A list cell: the record's barcode and the link to its journey. */
export function BarcodeJourneyField({ source = 'barcode' }: { source?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const value = record?.[source];
  const code = typeof value === 'string' ? value : value == null ? '' : String(value);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      {code}
      <JourneyLink barcode={code} />
    </Box>
  );
}

/**
 * Codes, each a link to its journey (the journey's parents and children, a discrepancy's missing and unexpected
 * codes); `separator` between them when they run in a line of text.
 */
export function JourneyCodeLinks({ codes, separator }: { codes: readonly string[]; separator?: string }) {
  return (
    <>
      {codes.map((code, i) => (
        <span key={code}>
          {separator && i > 0 ? separator : ''}
          <Link component={RouterLink} to={journeyPath(code)}>
            {code}
          </Link>
        </span>
      ))}
    </>
  );
}
