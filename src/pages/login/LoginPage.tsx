import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { useLogin, useTranslate } from 'react-admin';

interface FieldErrors {
  username?: string;
  password?: string;
}

/** Sign-in page: both fields required, a spinner while signing in, 'Username or Password is wrong' on failure. */
export function LoginPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  const validate = (u: string, p: string): FieldErrors => ({
    ...(u.trim() ? {} : { username: translate('pages.login.usernameRequired') }),
    ...(p ? {} : { password: translate('pages.login.passwordRequired') }),
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = validate(username, password);
    setErrors(found);
    // the spec's rule (administration.md 3): the required messages show, but submission is skipped only when both
    // fields are empty; one empty field still signs in (and fails with the server's answer)
    if (found.username && found.password) return;
    setFailure(null);
    setLoading(true);
    try {
      await login({ username: username.trim(), password });
    } catch (err) {
      const message = err instanceof Error ? err.message : '';
      // a refused sign-in is always the spec's message; other failures (too many attempts, network) say what happened
      setFailure(
        !message || /wrong|credential|unable to log in/i.test(message)
          ? translate('pages.login.failed')
          : translate(message, { _: message }),
      );
      setLoading(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(135deg, #0b3d6e 0%, #1976d2 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Stack
            spacing={2}
            component="form"
            noValidate
            onSubmit={submit}
            aria-label={translate('pages.login.title')}
          >
            <Stack alignItems="center" spacing={1}>
              <LockOutlinedIcon color="primary" fontSize="large" />
              <Typography variant="h5" component="h1">
                {translate('app.title')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('pages.login.subtitle')}
              </Typography>
            </Stack>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <TextField
              label={translate('pages.login.username')}
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(e) => {
                setUsername(e.target.value);
                if (errors.username) setErrors((x) => ({ ...x, username: undefined }));
              }}
              error={!!errors.username}
              helperText={errors.username}
              disabled={loading}
              fullWidth
            />
            <TextField
              label={translate('pages.login.password')}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                if (errors.password) setErrors((x) => ({ ...x, password: undefined }));
              }}
              error={!!errors.password}
              helperText={errors.password}
              disabled={loading}
              fullWidth
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={loading}
              startIcon={loading ? <CircularProgress size={18} color="inherit" role="progressbar" /> : null}
            >
              {translate('pages.login.submit')}
            </Button>
            <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
              <Link component={RouterLink} to="/privacypolicy/" variant="body2">
                {translate('pages.login.privacy')}
              </Link>
              <Link component={RouterLink} to="/request_accountdeaction/" variant="body2">
                {translate('pages.login.deactivation')}
              </Link>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

export default LoginPage;
