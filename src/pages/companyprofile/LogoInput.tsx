import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'react-admin';
import { isAllowedImage, PNG_OR_JPEG } from '../../lib/image';
import { fileUrl } from '../../providers/http';

/** The company logo: a PNG or JPEG file, previewed; the current logo is shown until another is chosen. */
export function LogoInput({
  file,
  currentUrl,
  onChange,
}: {
  file: File | null;
  currentUrl: string | null | undefined;
  onChange: (file: File | null) => void;
}) {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL?.(url);
  }, [file]);

  const handle = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    if (!isAllowedImage(chosen, PNG_OR_JPEG)) {
      setError(translate('pages.companyprofile.logo.type'));
      onChange(null);
      return;
    }
    setError(null);
    onChange(chosen);
  };

  const src = preview ?? fileUrl(currentUrl);
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ my: 1 }}>
      <Avatar
        variant="rounded"
        src={src}
        alt={translate('pages.companyprofile.logo.label')}
        sx={{ width: 72, height: 72 }}
      >
        <ImageIcon />
      </Avatar>
      <Box>
        <Typography variant="body2">{translate('pages.companyprofile.logo.label')}</Typography>
        <Button variant="outlined" size="small" onClick={() => inputRef.current?.click()} sx={{ mt: 0.5 }}>
          {translate('pages.companyprofile.logo.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          hidden
          accept="image/png,image/jpeg"
          aria-label={translate('pages.companyprofile.logo.label')}
          data-testid="logo-input"
          onChange={handle}
        />
        {file ? (
          <Typography variant="caption" display="block">
            {file.name}
          </Typography>
        ) : null}
        {error ? (
          <Typography variant="caption" color="error" display="block" role="alert">
            {error}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
