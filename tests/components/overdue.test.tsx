/** Overdue marks and the 'Overdue now' card (issue 22). */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { RecordContextProvider, testDataProvider } from 'react-admin';
import { OverdueCard, OverdueField } from '../../src/pages/overdue/overdue';
import { renderWithAdmin } from './helpers';
import { wire } from './wire';

const ANSWER = {
  count: 3,
  pickup: 1,
  dropoff: 1,
  receipt: 1,
  items: [
    {
      kind: 'pickup',
      item: 5,
      number: 'PUP000005',
      hub: 1,
      place: 'Mulago HC',
      due_at: '',
      late_minutes: 200,
    },
    {
      kind: 'dropoff',
      item: 9,
      number: 'DEL-9',
      hub: 1,
      place: 'Mulago HC → Lab',
      due_at: '',
      late_minutes: 3000,
    },
    { kind: 'receipt', item: 5, number: 'DEL-5', hub: 2, place: 'Central Lab', due_at: '', late_minutes: 15 },
  ],
};

describe('overdue work', () => {
  it('marks late rows with how late and counts them on the card, whose list opens on a click', async () => {
    const customQuery = vi.fn(async (_name: string, body: { ids?: string; kind?: string }) => {
      if (!body.ids) return ANSWER;
      const ids = body.ids.split(',').map(Number);
      return {
        items: ANSWER.items.filter((i) => ids.includes(i.item) && (!body.kind || i.kind === body.kind)),
      };
    });
    renderWithAdmin(
      <>
        <RecordContextProvider value={{ id: 5 }}>
          <div data-testid="pickup-5">
            <OverdueField kinds={['pickup']} />
          </div>
          <div data-testid="delivery-5">
            <OverdueField kinds={['dropoff', 'receipt']} />
          </div>
        </RecordContextProvider>
        <RecordContextProvider value={{ id: 6 }}>
          <div data-testid="pickup-6">
            <OverdueField kinds={['pickup']} />
          </div>
        </RecordContextProvider>
        <OverdueCard />
      </>,
      { dataProvider: { ...testDataProvider(), ...wire({ customQuery }) } as never },
    );
    expect(await within(screen.getByTestId('pickup-5')).findByText('Overdue 3 h 20 min')).toBeInTheDocument();
    expect(within(screen.getByTestId('delivery-5')).getByText('Overdue 15 min')).toBeInTheDocument();
    expect(screen.getByTestId('pickup-6')).toBeEmptyDOMElement();
    // the card asks for the counts and the latest; each mark asks about its rows only (outside a list: its own)
    expect(customQuery).toHaveBeenCalledWith('get_overdue', {});
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '5', kind: 'pickup' });
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '5' });
    expect(customQuery).toHaveBeenCalledWith('get_overdue', { ids: '6', kind: 'pickup' });

    expect(screen.getByTestId('count-overdue')).toHaveTextContent('3');
    expect(screen.getByText('1 pickups, 1 deliveries, 1 receipts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Overdue now' }));
    const dialog = await screen.findByRole('dialog');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Pickup not picked up in timePUP000005Mulago HC3 h 20 min',
      'Delivery not dropped off in timeDEL-9Mulago HC → Lab2 d 2 h',
      'Drop-off not received in timeDEL-5Central Lab15 min',
    ]);
    expect(within(dialog).getByRole('link', { name: 'PUP000005' }).getAttribute('href')).toMatch(
      /pending_pickups\/$/,
    );
  });
});
