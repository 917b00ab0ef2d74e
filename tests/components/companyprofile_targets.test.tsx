/** The company profile's 'Turnaround targets' section. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { CompanyProfilePage } from '../../src/pages/companyprofile/CompanyProfilePage';
import { companyProfile, renderWithAdmin, saveSignedIn } from './helpers';

// no logo, manual dates off, 8-digit barcodes, and the turnaround targets
const profile = companyProfile({
  company_logo: null,
  box_number: '',
  manual_date_enabled: false,
  no_ofdigits_forbatchpickup_barcode: 8,
  no_ofdigits_forpackage_barcode: 8,
  target_pickup_hours: 12,
  target_dropoff_hours: 24,
  target_receipt_hours: 6,
  stale_agent_minutes: 15,
  overdue_check_minutes: 5,
});

describe('turnaround targets section', () => {
  it('shows the stored targets, refuses a value out of range and saves whole numbers', async () => {
    saveSignedIn(profile);
    const update = vi.fn(async (_r: string, p: { data: Record<string, unknown> }) => ({
      data: { ...profile, ...p.data, message: 'Company profile updated successfully' },
    }));
    renderWithAdmin(<CompanyProfilePage />, {
      dataProvider: testDataProvider({
        getOne: (async () => ({ data: profile })) as never,
        update: update as never,
      }),
    });
    expect(await screen.findByText('Turnaround targets')).toBeInTheDocument();
    const pickup = screen.getByLabelText(/Pickup within \(hours of its scheduled time\)/);
    expect(pickup).toHaveValue(12);
    expect(screen.getByLabelText(/Drop-off within \(hours of pickup\)/)).toHaveValue(24);
    expect(screen.getByLabelText(/Receipt by the hub within/)).toHaveValue(6);
    const stale = screen.getByLabelText(/Agent counts as stale after/);
    expect(stale).toHaveValue(15);

    await userEvent.clear(pickup);
    await userEvent.type(pickup, '0');
    await userEvent.clear(stale);
    await userEvent.type(stale, '2000');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Enter a whole number of hours from 1 to 720.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of minutes from 1 to 1440.')).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.clear(pickup);
    await userEvent.type(pickup, '48');
    await userEvent.clear(stale);
    await userEvent.type(stale, '20');
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    expect(update.mock.calls[0][1].data).toMatchObject({
      target_pickup_hours: 48,
      target_dropoff_hours: 24,
      target_receipt_hours: 6,
      stale_agent_minutes: 20,
    });
    expect(await screen.findByText('Company profile updated successfully')).toBeInTheDocument();
  });
});
