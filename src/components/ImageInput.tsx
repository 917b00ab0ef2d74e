import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Avatar, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isAllowedImage, resizePhoto } from '../lib/image';
import { fileUrl } from '../providers/http';

export interface ImageInputProps {
  /** The file chosen in this form, or null. */
  value: File | null;
  /** The stored image's path, previewed while no file is chosen. */
  currentUrl?: string | null;
  /** A new accepted file (resized when `resize`), or null when the chosen file was refused. */
  onChange: (file: File | null) => void;
  /** The allowed MIME types (PNG_OR_JPEG, JPEG_ONLY); also the file input's accept list. */
  accept: readonly string[];
  /** The message shown when the chosen file's type is not allowed. */
  typeError: string;
  /** Resize the chosen file to the 300x400 JPEG of lib/image before it is kept. */
  resize?: boolean;
  /** Told every error message shown (e.g. to notify it as well). */
  onError?: (message: string) => void;
  /** The button's text. */
  chooseLabel: string;
  /** The button's text once there is an image (chosen or stored); chooseLabel when not given. */
  changeLabel?: string;
  /** A title above the button, next to the preview. */
  label?: string;
  /** A caption above the preview and the button. */
  caption?: string;
  /** The accessible name of the file input. */
  inputLabel?: string;
  /** The preview's alternative text. */
  alt?: string;
  /** The chosen file's line under the button; none when not given. */
  fileText?: (name: string) => string;
  /** The button's start icon. */
  icon?: ReactNode;
  /** What the preview shows without an image (MUI's person icon when not given). */
  placeholder?: ReactNode;
  /** The preview's shape and size. */
  shape?: { variant?: 'circular' | 'rounded'; width: number; height: number };
  /** The accessible name of the spinner shown while resizing. */
  busyLabel?: string;
  testId?: string;
}

/** An object URL for the file, revoked when the file changes or the component goes away. */
function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL?.(next);
  }, [file]);
  return url;
}

/**
 * An image chooser: a preview of the chosen file or the stored image, a button over a hidden file input,
 * the type check (and optional resize) of lib/image, the chosen file's name and the error message.
 */
export function ImageInput({
  value,
  currentUrl,
  onChange,
  accept,
  typeError,
  resize = false,
  onError,
  chooseLabel,
  changeLabel,
  label,
  caption,
  inputLabel,
  alt,
  fileText,
  icon,
  placeholder,
  shape = { variant: 'circular', width: 56, height: 56 },
  busyLabel,
  testId,
}: ImageInputProps) {
  const translate = useTranslate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useObjectUrl(value);
  const stored = fileUrl(currentUrl);

  const fail = (message: string) => {
    setError(message);
    onError?.(message);
  };

  const handle = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    if (!isAllowedImage(chosen, accept)) {
      fail(typeError);
      onChange(null);
      return;
    }
    setError(null);
    if (!resize) {
      onChange(chosen);
      return;
    }
    setBusy(true);
    try {
      onChange(await resizePhoto(chosen));
    } catch {
      fail(translate('components.photo.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ my: 1 }}>
      {caption ? (
        <Typography variant="caption" color="text.secondary" component="div">
          {caption}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={2} alignItems="center">
        <Avatar
          variant={shape.variant}
          src={preview ?? stored}
          alt={alt}
          sx={{ width: shape.width, height: shape.height }}
        >
          {placeholder}
        </Avatar>
        <Box>
          {label ? <Typography variant="body2">{label}</Typography> : null}
          <Button
            variant="outlined"
            size="small"
            startIcon={busy ? <CircularProgress size={16} aria-label={busyLabel} /> : icon}
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            sx={label ? { mt: 0.5 } : undefined}
          >
            {changeLabel && (value || stored) ? changeLabel : chooseLabel}
          </Button>
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={accept.join(',')}
            aria-label={inputLabel}
            data-testid={testId}
            onChange={(e) => void handle(e)}
          />
          {value && fileText ? (
            <Typography variant="caption" display="block">
              {fileText(value.name)}
            </Typography>
          ) : null}
          {error ? (
            <Typography variant="caption" color="error" display="block" role="alert">
              {error}
            </Typography>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
