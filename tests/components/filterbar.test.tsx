import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TextField } from '@mui/material';
import { FilterBar, type FilterChip } from '../../src/components/FilterBar';
import { renderWithAdmin } from './helpers';

/** A list's filters: status on the line, agent folded; the active ones as chips. */
function Harness({ initial }: { initial: { status: string; agent: string } }) {
  const [values, setValues] = useState(initial);
  const chips: FilterChip[] = [];
  if (values.status)
    chips.push({
      key: 'status',
      label: `Status: ${values.status}`,
      onDelete: () => setValues((v) => ({ ...v, status: '' })),
    });
  if (values.agent)
    chips.push({
      key: 'agent',
      label: `Agent: ${values.agent}`,
      onDelete: () => setValues((v) => ({ ...v, agent: '' })),
    });
  return (
    <>
      <FilterBar
        chips={chips}
        actions={<button type="button">Print</button>}
        more={
          <TextField
            label="Agent"
            value={values.agent}
            onChange={(e) => setValues((v) => ({ ...v, agent: e.target.value }))}
          />
        }
      >
        <TextField
          label="Status"
          value={values.status}
          onChange={(e) => setValues((v) => ({ ...v, status: e.target.value }))}
        />
      </FilterBar>
      <output data-testid="applied">{JSON.stringify(values)}</output>
    </>
  );
}

const applied = () => JSON.parse(screen.getByTestId('applied').textContent ?? '{}') as Record<string, string>;

function mockWidth(small: boolean) {
  // setup.ts's matchMedia stub (jsdom has none), its answer matching the phone width query when `small`
  const media = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...media(query),
    matches: small && query.includes('max-width:767.95px'),
  }));
}

afterEach(() => vi.restoreAllMocks());

describe('FilterBar', () => {
  it("keeps the main filters on the line and reveals the folded ones with 'More filters'", async () => {
    mockWidth(false);
    renderWithAdmin(<Harness initial={{ status: '', agent: '' }} />);
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print' })).toBeVisible();
    const more = screen.getByRole('button', { name: 'More filters' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    // folded: the field is out of the accessibility tree until the panel opens
    expect(screen.queryByRole('textbox', { name: 'Agent' })).toBeNull();
    expect(screen.queryByTestId('filter-chips')).toBeNull();

    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const agent = await screen.findByRole('textbox', { name: 'Agent' });
    fireEvent.change(agent, { target: { value: 'Okello' } });
    expect(applied().agent).toBe('Okello');
    // the folded filter, once set, shows as a chip
    expect(within(screen.getByTestId('filter-chips')).getByText('Agent: Okello')).toBeVisible();
  });

  it('removes a filter when its chip is deleted, and only that filter', async () => {
    mockWidth(false);
    renderWithAdmin(<Harness initial={{ status: 'pending', agent: 'Okello' }} />);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getAllByRole('listitem')).toHaveLength(2);
    const agentChip = within(chips).getByText('Agent: Okello').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(within(agentChip).getByTestId('CancelIcon'));
    await waitFor(() => expect(screen.queryByText('Agent: Okello')).toBeNull());
    expect(applied()).toEqual({ status: 'pending', agent: '' });
    expect(screen.getByText('Status: pending')).toBeVisible();
    // the chip can also be removed from the keyboard
    const statusChip = screen.getByText('Status: pending').closest('.MuiChip-root') as HTMLElement;
    fireEvent.keyUp(statusChip, { key: 'Backspace' });
    await waitFor(() => expect(screen.queryByTestId('filter-chips')).toBeNull());
    expect(applied()).toEqual({ status: '', agent: '' });
  });

  it("folds every filter behind one 'Filters' button below 768 px, the chips staying in sight", async () => {
    mockWidth(true);
    renderWithAdmin(<Harness initial={{ status: 'pending', agent: '' }} />);
    expect(screen.queryByRole('button', { name: 'More filters' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Status' })).toBeNull();
    expect(screen.getByText('Status: pending')).toBeVisible();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(filters);
    expect(await screen.findByRole('textbox', { name: 'Status' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Agent' })).toBeVisible();
  });
});
