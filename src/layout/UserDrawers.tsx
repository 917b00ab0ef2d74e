import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { Box, Drawer, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { ProfileForm } from './ProfileDrawer';
import { PasswordForm } from './PasswordDrawer';

export type DrawerKind = 'profile' | 'password' | null;
export type ShellKind = 'admin' | 'hub';

const DrawerContext = createContext<(kind: DrawerKind) => void>(() => undefined);

export const useOpenUserDrawer = () => useContext(DrawerContext);

/** A right-hand drawer with a title and a close button; full width on phones. */
export function SideDrawer({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      <Box role="dialog" aria-label={title} sx={{ p: 2 }}>
        <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
          <Typography variant="h6">{title}</Typography>
          <IconButton aria-label={translate('layout.close')} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Stack>
        {children}
      </Box>
    </Drawer>
  );
}

/**
 * Holds the profile and password drawers opened from the user menu. In the hub shell both drawers say
 * the feature is coming soon.
 */
export function UserDrawersProvider({ shell, children }: { shell: ShellKind; children: ReactNode }) {
  const translate = useTranslate();
  const [kind, setKind] = useState<DrawerKind>(null);
  const close = () => setKind(null);
  const open = useMemo(() => (k: DrawerKind) => setKind(k), []);
  const comingSoon = <Typography>{translate('layout.comingSoon')}</Typography>;
  return (
    <DrawerContext.Provider value={open}>
      {children}
      <SideDrawer open={kind === 'profile'} title={translate('layout.profile.title')} onClose={close}>
        {kind === 'profile' ? shell === 'hub' ? comingSoon : <ProfileForm onDone={close} /> : null}
      </SideDrawer>
      <SideDrawer open={kind === 'password'} title={translate('layout.password.title')} onClose={close}>
        {kind === 'password' ? shell === 'hub' ? comingSoon : <PasswordForm onDone={close} /> : null}
      </SideDrawer>
    </DrawerContext.Provider>
  );
}
