import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { getConfig } from '../../config';

/** Frame of the signed-out text pages. */
export function SignedOutFrame({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'grey.100', py: { xs: 2, sm: 4 } }}>
      <Container maxWidth="md">
        <Paper sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
          <Box sx={{ mt: 4 }}>
            <Link component={RouterLink} to="/login">
              {translate('pages.privacy.back')}
            </Link>
          </Box>
        </Paper>
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          sx={{ textAlign: 'center', mt: 2 }}
        >
          {translate('layout.footer', {
            year: new Date().getFullYear(),
            holder: getConfig().copyrightHolder,
          })}
        </Typography>
      </Container>
    </Box>
  );
}

function Sections({ prefix, sections }: { prefix: string; sections: string[] }) {
  const translate = useTranslate();
  const holder = getConfig().copyrightHolder;
  return (
    <>
      {sections.map((s) => (
        <Box component="section" key={s} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {translate(`${prefix}.${s}Title`)}
          </Typography>
          <Typography variant="body1">{translate(`${prefix}.${s}`, { holder })}</Typography>
        </Box>
      ))}
    </>
  );
}

/** /privacypolicy/ : the general privacy policy. */
export function PrivacyPolicyPage() {
  const translate = useTranslate();
  return (
    <SignedOutFrame title={translate('pages.privacy.title')}>
      <Typography variant="body1">{translate('pages.privacy.intro')}</Typography>
      <Sections
        prefix="pages.privacy"
        sections={['collect', 'use', 'share', 'security', 'rights', 'contact']}
      />
    </SignedOutFrame>
  );
}

/** /privacypolicy_umotrack/ : the tracking mobile app's privacy policy (effective 2024-06-10, minimum age 13). */
export function UmotrackPolicyPage() {
  const translate = useTranslate();
  const holder = getConfig().copyrightHolder;
  return (
    <SignedOutFrame title={translate('pages.umotrack.title')}>
      <Typography variant="subtitle2" gutterBottom>
        {translate('pages.umotrack.effective')}
      </Typography>
      <Typography variant="body1">{translate('pages.umotrack.intro', { holder })}</Typography>
      <Sections
        prefix="pages.umotrack"
        sections={[
          'collect',
          'location',
          'log',
          'cookies',
          'providers',
          'security',
          'children',
          'changes',
          'contact',
        ]}
      />
    </SignedOutFrame>
  );
}
