import ImageIcon from '@mui/icons-material/Image';
import { useTranslate } from 'react-admin';
import { ImageInput } from '../../components/ImageInput';
import { PNG_OR_JPEG } from '../../lib/image';

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
  const label = translate('pages.companyprofile.logo.label');
  return (
    <ImageInput
      value={file}
      currentUrl={currentUrl}
      onChange={onChange}
      accept={PNG_OR_JPEG}
      typeError={translate('pages.companyprofile.logo.type')}
      chooseLabel={translate('pages.companyprofile.logo.choose')}
      label={label}
      inputLabel={label}
      alt={label}
      fileText={(name) => name}
      placeholder={<ImageIcon />}
      shape={{ variant: 'rounded', width: 72, height: 72 }}
      testId="logo-input"
    />
  );
}
