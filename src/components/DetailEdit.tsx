import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, Stack, Table, TableBody, TableCell, TableRow } from '@mui/material';
import {
  Edit,
  SimpleForm,
  Toolbar,
  useNotify,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ConfirmDeleteButton } from './ConfirmDeleteButton';
import { OnceSaveButton } from './OnceSaveButton';

export interface DetailRow<T extends RaRecord> {
  source: keyof T & string;
  /** How the value is shown (default: as text). */
  render?: (record: T) => ReactNode;
}

function DetailCard<T extends RaRecord>({ resource, rows }: { resource: string; rows: DetailRow<T>[] }) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  if (!record) return null;
  const title = translate(`resources.${resource}.detailTitle`);
  return (
    <Card>
      <CardHeader title={title} />
      <CardContent sx={{ pt: 0 }}>
        <Table size="small" aria-label={title}>
          <TableBody>
            {rows.map(({ source, render }) => (
              <TableRow key={source}>
                <TableCell component="th">{translate(`resources.${resource}.fields.${source}`)}</TableCell>
                <TableCell>{render ? render(record) : String(record[source] ?? '')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

/**
 * A record's page of a simple catalogue resource: its detail card, then the update form (the
 * resource's inputs as children) with Save and a confirmed Delete. Texts: resources.<name>.detailTitle,
 * updateTitle, updated and fields.*.
 */
export function DetailEdit<T extends RaRecord>({
  resource,
  rows,
  children,
}: {
  resource: string;
  rows: DetailRow<T>[];
  children: ReactNode;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <Edit
      title={`resources.${resource}.detailTitle`}
      mutationMode="pessimistic"
      redirect={false}
      component="div"
      mutationOptions={{ onSuccess: () => notify(`resources.${resource}.updated`, { type: 'success' }) }}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <DetailCard<T> resource={resource} rows={rows} />
        <Card>
          <CardHeader title={translate(`resources.${resource}.updateTitle`)} />
          <SimpleForm
            toolbar={
              <Toolbar sx={{ justifyContent: 'space-between' }}>
                <OnceSaveButton />
                <ConfirmDeleteButton redirect="list" />
              </Toolbar>
            }
          >
            {children}
          </SimpleForm>
        </Card>
      </Stack>
    </Edit>
  );
}
