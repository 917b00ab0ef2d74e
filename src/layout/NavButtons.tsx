import { IconButton, Tooltip } from '@mui/material';
import HomeIcon from '@mui/icons-material/Home';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** Go home and Go back, on every page except '/'. */
export function NavButtons() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/' || pathname === '') return null;
  return (
    <>
      <Tooltip title={translate('layout.goHome')}>
        <IconButton color="inherit" aria-label={translate('layout.goHome')} onClick={() => navigate('/')}>
          <HomeIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('layout.goBack')}>
        <IconButton color="inherit" aria-label={translate('layout.goBack')} onClick={() => navigate(-1)}>
          <ArrowBackIcon />
        </IconButton>
      </Tooltip>
    </>
  );
}
