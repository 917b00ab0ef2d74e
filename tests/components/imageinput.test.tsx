import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { ImageInput, type ImageInputProps } from '../../src/components/ImageInput';
import { JPEG_ONLY, PNG_OR_JPEG } from '../../src/lib/image';
import { renderWithAdmin } from './helpers';

const image = vi.hoisted(() => ({ resized: [] as File[] }));
vi.mock('../../src/lib/image', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/image')>()),
  resizePhoto: async (file: File) => {
    image.resized.push(file);
    if (file.name === 'broken.png') throw new Error('cannot decode');
    return new File(['jpeg'], 'resized.jpg', { type: 'image/jpeg' });
  },
}));

/** The input, controlled by plain React state as its callers do. */
function Harness({
  onChange,
  initial = null,
  ...props
}: Partial<ImageInputProps> & { onChange: (file: File | null) => void; initial?: File | null }) {
  const [file, setFile] = useState<File | null>(initial);
  return (
    <ImageInput
      accept={PNG_OR_JPEG}
      typeError="The picture must be a PNG or JPEG image"
      chooseLabel="Choose picture"
      inputLabel="Picture"
      alt="Preview"
      testId="image-input"
      {...props}
      value={file}
      onChange={(next) => {
        setFile(next);
        onChange(next);
      }}
    />
  );
}

const choose = (file: File) =>
  fireEvent.change(screen.getByTestId('image-input'), { target: { files: [file] } });

describe('ImageInput', () => {
  beforeEach(() => {
    image.resized.length = 0;
  });

  it("refuses a file of another type with the caller's message and keeps nothing", async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    renderWithAdmin(
      <Harness onChange={onChange} onError={onError} accept={JPEG_ONLY} typeError="JPEG only, please" />,
    );
    expect(screen.getByTestId('image-input')).toHaveAttribute('accept', 'image/jpeg');
    choose(new File(['png'], 'a.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('JPEG only, please');
    expect(onChange).toHaveBeenCalledWith(null);
    expect(onError).toHaveBeenCalledWith('JPEG only, please');
    expect(image.resized).toHaveLength(0);
  });

  it('hands over the resized file, names it and switches the button to its change text', async () => {
    const onChange = vi.fn();
    renderWithAdmin(
      <Harness
        onChange={onChange}
        resize
        changeLabel="Change picture"
        fileText={(name) => `Selected: ${name}`}
      />,
    );
    expect(screen.getByRole('button', { name: 'Choose picture' })).toBeInTheDocument();
    const png = new File(['png'], 'me.png', { type: 'image/png' });
    choose(png);
    expect(await screen.findByText('Selected: resized.jpg')).toBeInTheDocument();
    expect(image.resized).toEqual([png]);
    expect(onChange).toHaveBeenCalledTimes(1);
    const kept = onChange.mock.calls[0][0] as File;
    expect(kept.name).toBe('resized.jpg');
    expect(kept.type).toBe('image/jpeg');
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps an allowed file as it is when no resize is asked', async () => {
    const onChange = vi.fn();
    renderWithAdmin(<Harness onChange={onChange} fileText={(name) => name} />);
    const jpeg = new File(['jpg'], 'logo.jpg', { type: 'image/jpeg' });
    choose(jpeg);
    expect(await screen.findByText('logo.jpg')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledWith(jpeg);
    expect(image.resized).toHaveLength(0);
  });

  it('says so when the photo cannot be resized', async () => {
    const onChange = vi.fn();
    const onError = vi.fn();
    renderWithAdmin(<Harness onChange={onChange} onError={onError} resize />);
    choose(new File(['png'], 'broken.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The photo could not be read. Choose another image.',
    );
    expect(onError).toHaveBeenCalledWith('The photo could not be read. Choose another image.');
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Choose picture' })).toBeEnabled());
  });

  it('previews the stored image, then the chosen file instead', async () => {
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
    try {
      renderWithAdmin(<Harness onChange={vi.fn()} currentUrl="/customqueries/getfile/3/profile" />);
      expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/\/customqueries\/getfile\/3\/profile$/),
      );
      choose(new File(['jpg'], 'me.jpg', { type: 'image/jpeg' }));
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Preview' })).toHaveAttribute('src', 'blob:chosen'),
      );
    } finally {
      createObjectURL.mockRestore();
    }
  });
});
