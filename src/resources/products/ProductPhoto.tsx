import { useEffect, useId, useMemo, useState } from 'react';
import { Avatar, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useInput, useTranslate } from 'react-admin';
import { fileUrl } from '../../providers/http';
import { isAllowedImage, JPEG_ONLY, resizePhoto } from '../../lib/image';

/** A File's object URL for an <img>, revoked when the file changes. */
function useObjectUrl(file: File | null): string | undefined {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

export interface PhotoPickerProps {
  /** A new photo (File), the stored photo's URL, or nothing. */
  value: File | string | null | undefined;
  onChange(file: File): void;
}

/** Product photo: JPEG only, resized to 300x400 JPEG at quality 50 before it is kept. */
export function PhotoPicker({ value, onChange }: PhotoPickerProps) {
  const translate = useTranslate();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = value instanceof File ? value : null;
  const preview = useObjectUrl(file);
  const src = file ? preview : typeof value === 'string' ? fileUrl(value) : undefined;

  const pick = async (chosen: File | undefined) => {
    if (!chosen) return;
    setError(null);
    if (!isAllowedImage(chosen, JPEG_ONLY)) {
      setError(translate('components.photo.typeJpeg'));
      return;
    }
    setBusy(true);
    try {
      onChange(await resizePhoto(chosen));
    } catch {
      setError(translate('components.photo.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('resources.products.photo.label')}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          variant="rounded"
          src={src}
          alt={translate('resources.products.photo.preview')}
          sx={{ width: 60, height: 80 }}
        >
          <PhotoCameraIcon />
        </Avatar>
        <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
          {translate(src ? 'resources.products.photo.change' : 'resources.products.photo.choose')}
          <input
            id={inputId}
            data-testid="product-photo-input"
            type="file"
            accept="image/jpeg"
            hidden
            onChange={(e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              void pick(chosen);
            }}
          />
        </Button>
        {busy ? (
          <CircularProgress size={18} aria-label={translate('resources.products.photo.resizing')} />
        ) : null}
      </Stack>
      {error ? <FormHelperText error>{error}</FormHelperText> : null}
    </Box>
  );
}

/** The photo as a form input (edit modal): the value becomes a File only when the user picks a new photo. */
export function ProductPhotoInput({ source = 'product_pic' }: { source?: string }) {
  const { field } = useInput({ source, format: (v: unknown) => v, parse: (v: unknown) => v });
  return <PhotoPicker value={field.value as File | string | null} onChange={(f) => field.onChange(f)} />;
}
