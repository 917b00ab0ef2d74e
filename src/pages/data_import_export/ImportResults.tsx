/** The import results panel: message, success flag and the outcome of every row. */
import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TablePagination,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import type { DetailStatus, ImportAnswer } from '../../../contract/importAnswers';

const COLORS: Record<DetailStatus, 'success' | 'warning' | 'error' | 'default'> = {
  created: 'success',
  duplicate: 'warning',
  error: 'error',
  skipped: 'default',
};

export function ImportResults({ result }: { result: ImportAnswer }) {
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const details = Array.isArray(result.details) ? result.details : [];
  const shown = details.slice(page * perPage, page * perPage + perPage);
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`pages.data_import.${key}`, options);
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-label={t('results')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('results')}
        </Typography>
        <Alert severity={result.success ? 'success' : 'error'} sx={{ mb: 1 }}>
          <strong>{result.success ? t('result_success') : t('result_failed')}:</strong> {result.message}
        </Alert>
        {details.length > 0 && (
          <>
            <Table size="small" aria-label={t('results')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.row')}</TableCell>
                  <TableCell>{t('columns.value')}</TableCell>
                  <TableCell>{t('columns.status')}</TableCell>
                  <TableCell>{t('columns.reason')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((d, i) => (
                  <TableRow key={`${d.row}-${i}`}>
                    <TableCell>{d.row}</TableCell>
                    <TableCell>{d.value}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        color={COLORS[d.status] ?? 'default'}
                        label={t(`statuses.${d.status}`, { _: d.status })}
                      />
                    </TableCell>
                    <TableCell>{d.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {details.length > 10 && (
              <TablePagination
                component="div"
                count={details.length}
                page={page}
                rowsPerPage={perPage}
                rowsPerPageOptions={[10, 25, 50, 100]}
                onPageChange={(_e, p) => setPage(p)}
                onRowsPerPageChange={(e) => {
                  setPerPage(Number(e.target.value));
                  setPage(0);
                }}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
