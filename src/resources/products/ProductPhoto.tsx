import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { useInput, useTranslate } from 'react-admin';
import { ImageInput } from '../../components/ImageInput';
import { JPEG_ONLY } from '../../lib/image';

export interface PhotoPickerProps {
  /** A new photo (File), the stored photo's URL, or nothing. */
  value: File | string | null | undefined;
  onChange(file: File): void;
}

/** Product photo: JPEG only, resized to 300x400 JPEG at quality 50 before it is kept. */
export function PhotoPicker({ value, onChange }: PhotoPickerProps) {
  const translate = useTranslate();
  return (
    <ImageInput
      value={value instanceof File ? value : null}
      currentUrl={typeof value === 'string' ? value : null}
      onChange={(file) => (file ? onChange(file) : undefined)}
      accept={JPEG_ONLY}
      typeError={translate('components.photo.typeJpeg')}
      resize
      chooseLabel={translate('resources.products.photo.choose')}
      changeLabel={translate('resources.products.photo.change')}
      caption={translate('resources.products.photo.label')}
      inputLabel={translate('resources.products.photo.label')}
      alt={translate('resources.products.photo.preview')}
      placeholder={<PhotoCameraIcon />}
      shape={{ variant: 'rounded', width: 60, height: 80 }}
      busyLabel={translate('resources.products.photo.resizing')}
      testId="product-photo-input"
    />
  );
}

/** The photo as a form input (edit modal): the value becomes a File only when the user picks a new photo. */
export function ProductPhotoInput({ source = 'product_pic' }: { source?: string }) {
  const { field } = useInput({ source, format: (v: unknown) => v, parse: (v: unknown) => v });
  return <PhotoPicker value={field.value as File | string | null} onChange={(f) => field.onChange(f)} />;
}
