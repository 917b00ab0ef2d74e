import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider, SaveButton, SimpleForm, testDataProvider, Toolbar } from 'react-admin';
import { SampleCreate } from '../../src/resources/samples/SampleCreate';
import { SampleInputs } from '../../src/resources/samples/SampleInputs';
import { renderWithAdmin } from './helpers';

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
      <ResourceContextProvider value="samples">
        <SimpleForm
          record={{ id: 1, name: '', description: '', priority: '' }}
          onSubmit={vi.fn()}
          toolbar={
            <Toolbar>
              <SaveButton alwaysEnable />
            </Toolbar>
          }
        >
          <SampleInputs />
        </SimpleForm>
      </ResourceContextProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please input name')).toBeInTheDocument();
    expect(screen.getByText('Please input desc')).toBeInTheDocument();
    expect(screen.getByText('Please select priority')).toBeInTheDocument();
  });
});
