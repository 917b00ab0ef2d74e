import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { SampleCreate } from '../../src/resources/samples/SampleCreate';
import { SampleInputs } from '../../src/resources/samples/SampleInputs';
import { bareForm, renderWithAdmin } from './helpers';

describe('sample form', () => {
  it('create: name and description are required, priority defaults to normal', async () => {
    const create = vi.fn(async (_r: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 9 },
    }));
    const dataProvider = testDataProvider({ create: create as never });
    renderWithAdmin(
      <ResourceContextProvider value="samples">
        <SampleCreate />
      </ResourceContextProvider>,
      { dataProvider },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input desc')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Name/), 'Blood');
    await userEvent.type(screen.getByLabelText(/Description/), 'EDTA tube');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toEqual({
      name: 'Blood',
      description: 'EDTA tube',
      priority: 'normal',
    });
  });

  it('shows all three messages for an empty sample', async () => {
    renderWithAdmin(
      bareForm('samples', <SampleInputs />, vi.fn(), { id: 1, name: '', description: '', priority: '' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input desc')).toBeInTheDocument();
    expect(screen.getByText('Please select priority')).toBeInTheDocument();
  });
});

describe('sample form: bad input at the field', () => {
  /** The sample form over a record, with the samples there are answering the name look-up. */
  function renderSampleForm(record: Record<string, unknown>) {
    const getList = vi.fn(async () => ({
      data: [{ id: 3, name: 'Blood (CBC)', description: 'EDTA', priority: 'high' }],
      total: 1,
    }));
    const onSubmit = vi.fn();
    renderWithAdmin(bareForm('samples', <SampleInputs />, onSubmit, record), {
      dataProvider: testDataProvider({ getList: getList as never }),
    });
    return { getList, onSubmit };
  }

  it('says under the name that a sample already has it, whatever its case and spaces', async () => {
    const { getList, onSubmit } = renderSampleForm({
      id: 8,
      name: ' blood  (cbc) ',
      description: 'x',
      priority: 'normal',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A sample with this name already exists.')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'samples',
      expect.objectContaining({ filter: { q: 'blood (cbc)' } }),
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves a sample under its own name', async () => {
    const { onSubmit } = renderSampleForm({ id: 3, name: 'Blood (CBC)', description: 'x', priority: 'high' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(screen.queryByText('A sample with this name already exists.')).toBeNull();
  });

  it('says the server’s length of a name under the field', async () => {
    const { onSubmit } = renderSampleForm({
      id: 8,
      name: 'S'.repeat(201),
      description: 'x',
      priority: 'low',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At most 200 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
