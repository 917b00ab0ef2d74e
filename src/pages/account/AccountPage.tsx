import { SubmitFooter } from '../../components/FormSubmit';
import { useFormMutation } from '../../components/useFormMutation';
import { fileUrl } from '../../providers/http';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import {
  BooleanInput,
  Form,
  Loading,
  Title,
  useDataProvider,
  useGetOne,
  usePermissions,
  useTranslate,
} from 'react-admin';
import { canAccess, type Permissions } from '../../access';
import type { AppDataProvider } from '../../providers/dataProvider';
import { getSession, updateSession } from '../../providers/session';
import { AccountInputs, PictureInput } from '../../layout/ProfileDrawer';
import { SideDrawer } from '../../layout/UserDrawers';
import type { UserAccount } from '../../../contract/types';

function AccountUpdateForm({ account, onDone }: { account: UserAccount; onDone: () => void }) {
  const { permissions } = usePermissions<Permissions>();
  // the active and branch-manager flags are for those who manage user accounts
  const managesAccounts = canAccess(permissions, { resource: 'useraccounts', action: 'edit' });
  const dataProvider = useDataProvider<AppDataProvider>();
  const [file, setFile] = useState<File | null>(null);
  const save = useFormMutation(
    async (values: Record<string, unknown>) => {
      const updated = await dataProvider.updateAccount(account.id, {
        username: String(values.username ?? '').trim(),
        email: String(values.email ?? '').trim(),
        ...(managesAccounts
          ? { is_active: !!values.is_active, branch_manager: !!values.branch_manager }
          : {}),
        ...(file ? { profile_pic: file } : {}),
      });
      const session = getSession();
      if (session && session.account.id === account.id)
        updateSession({ account: { ...session.account, ...updated } });
    },
    { success: 'pages.account.success', failure: 'pages.account.failed', onSuccess: onDone },
  );

  return (
    <Form
      defaultValues={{
        username: account.username,
        email: account.email,
        is_active: account.is_active,
        branch_manager: account.branch_manager,
      }}
      onSubmit={(values: Record<string, unknown>) => save.mutate(values)}
    >
      <AccountInputs labels="pages.account" />
      {managesAccounts ? (
        <>
          <BooleanInput source="is_active" label="pages.account.active" />
          <BooleanInput source="branch_manager" label="pages.account.branchManager" />
        </>
      ) : null}
      <PictureInput file={file} currentUrl={account.profile_pic} onChange={setFile} />
      <SubmitFooter busy={save.isPending} serverError={save.serverError} label="pages.account.save" />
    </Form>
  );
}

/** /accounts/:accountID : the account profile card and the 'Update Account' drawer. */
export function AccountPage() {
  const { accountID } = useParams();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const {
    data: account,
    isPending,
    error,
    refetch,
  } = useGetOne<UserAccount>('accounts', { id: Number(accountID) });
  if (isPending) return <Loading />;
  if (error || !account)
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="error">
          {error instanceof Error ? error.message : translate('pages.account.loadFailed')}
        </Alert>
      </Box>
    );
  const yesNo = (v: boolean) => translate(v ? 'pages.account.yes' : 'pages.account.no');
  const rows: [string, string][] = [
    ['pages.account.username', account.username],
    ['pages.account.email', account.email],
    ['pages.account.active', yesNo(account.is_active)],
    ['pages.account.branchManager', yesNo(account.branch_manager)],
  ];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('pages.account.title')} />
      <Card sx={{ maxWidth: 640 }}>
        <CardContent>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ sm: 'flex-start' }}>
            <Stack alignItems="center" spacing={1}>
              <Avatar
                src={fileUrl(account.profile_pic)}
                alt={translate('pages.account.picture')}
                sx={{ width: 120, height: 120 }}
              >
                {account.username.charAt(0).toUpperCase()}
              </Avatar>
              {!account.profile_pic ? (
                <Typography variant="caption" color="text.secondary">
                  {translate('pages.account.noPicture')}
                </Typography>
              ) : null}
            </Stack>
            <Box sx={{ flex: 1 }}>
              <Table size="small">
                <TableBody>
                  {rows.map(([label, value]) => (
                    <TableRow key={label}>
                      <TableCell component="th" sx={{ fontWeight: 600 }}>
                        {translate(label)}
                      </TableCell>
                      <TableCell>{value}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <Button
                variant="contained"
                startIcon={<EditIcon />}
                sx={{ mt: 2 }}
                onClick={() => setOpen(true)}
              >
                {translate('pages.account.update')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
      <SideDrawer open={open} title={translate('pages.account.drawerTitle')} onClose={() => setOpen(false)}>
        {open ? (
          <AccountUpdateForm
            account={account}
            onDone={() => {
              setOpen(false);
              void refetch();
            }}
          />
        ) : null}
      </SideDrawer>
    </Box>
  );
}

export default AccountPage;
