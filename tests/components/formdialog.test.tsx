import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { HttpError, Notification, TextInput } from 'react-admin';
import { FormDialog } from '../../src/components/FormDialog';
import { renderWithAdmin } from './helpers';

const mustBeLong = (value: unknown) => (String(value ?? '').length < 3 ? 'At least 3 letters' : undefined);

function Harness({
  mutationFn,
  onSuccess,
  successFromAnswer,
}: {
  mutationFn: (values: { name: string }) => Promise<unknown>;
  onSuccess?: () => void;
  successFromAnswer?: boolean;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <FormDialog<{ name: string }>
        open={open}
        onClose={() => setOpen(false)}
        title="Rename the thing"
        saveLabel="Rename"
        defaultValues={{ name: '' }}
        mutationFn={mutationFn}
        success="Renamed"
        successFromAnswer={successFromAnswer}
        failure="Could not rename"
        onSuccess={() => {
          onSuccess?.();
          setOpen(false);
        }}
      >
        <TextInput source="name" label="Name" validate={mustBeLong} />
      </FormDialog>
      <Notification />
    </>
  );
}

describe('FormDialog', () => {
  it("blocks the submit while a field's validator refuses the value", async () => {
    const mutationFn = vi.fn(async () => ({}));
    renderWithAdmin(<Harness mutationFn={mutationFn} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the thing' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'ab' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('At least 3 letters')).toBeInTheDocument();
    expect(mutationFn).not.toHaveBeenCalled();
  });

  it('sends one call for a double-click on its submit (two clicks in one frame)', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const mutationFn = vi.fn((_values: { name: string }) => new Promise((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    renderWithAdmin(<Harness mutationFn={mutationFn} onSuccess={onSuccess} />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename the thing' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Alpha' } });
    const save = within(dialog).getByRole('button', { name: 'Rename' });
    fireEvent.click(save);
    fireEvent.click(save);
    await waitFor(() => expect(mutationFn).toHaveBeenCalledTimes(1));
    // both clicks' validations have run by the time the dialog spins; still one call
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mutationFn).toHaveBeenCalledTimes(1);
    finish({});
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
    expect(mutationFn).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('spins while pending and cannot be closed meanwhile', async () => {
    let finish: (v: unknown) => void = () => undefined;
    const mutationFn = vi.fn((_values: { name: string }) => new Promise((resolve) => (finish = resolve)));
    renderWithAdmin(<Harness mutationFn={mutationFn} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(mutationFn).toHaveBeenCalled());
    expect(mutationFn.mock.calls[0][0]).toEqual({ name: 'Gloves' });
    const save = within(dialog).getByRole('button', { name: 'Rename' });
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    finish({});
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message in the form and as a toast", async () => {
    const mutationFn = vi.fn(async () => {
      throw new HttpError('Name already taken', 400, { message: 'Name already taken' });
    });
    const onSuccess = vi.fn();
    renderWithAdmin(<Harness mutationFn={mutationFn} onSuccess={onSuccess} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Name already taken');
    await waitFor(() => expect(screen.getAllByText('Name already taken')).toHaveLength(2));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeEnabled();
  });

  it('falls back to its own failure text when the server sends no message', async () => {
    const mutationFn = vi.fn(async () => {
      throw new Error('');
    });
    renderWithAdmin(<Harness mutationFn={mutationFn} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not rename');
  });

  it("shows its own failure text instead of the data provider's generic fallback, in the form and the toast", async () => {
    // what the provider throws when the server's answer carries no message (en.auth.errors.save)
    const mutationFn = vi.fn(async () => {
      throw new HttpError('Failed to save data', 500, '<html>Internal error</html>');
    });
    renderWithAdmin(<Harness mutationFn={mutationFn} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not rename');
    await waitFor(() => expect(screen.getAllByText('Could not rename')).toHaveLength(2));
    expect(screen.queryByText('Failed to save data')).not.toBeInTheDocument();
  });

  it('notifies the success, calls onSuccess and opens afresh', async () => {
    const mutationFn = vi.fn(async () => ({ message: 'Thing renamed' }));
    const onSuccess = vi.fn();
    renderWithAdmin(<Harness mutationFn={mutationFn} onSuccess={onSuccess} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Renamed')).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const again = await screen.findByRole('dialog');
    expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it("notifies the server's own success message when asked to", async () => {
    const mutationFn = vi.fn(async () => ({ message: 'Thing renamed' }));
    renderWithAdmin(<Harness mutationFn={mutationFn} successFromAnswer />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Gloves' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByText('Thing renamed')).toBeInTheDocument();
  });
});
