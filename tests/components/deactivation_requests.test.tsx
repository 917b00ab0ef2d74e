import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testDataProvider } from 'react-admin';
import { DeactivationPage } from '../../src/pages/deactivation/DeactivationPage';
import { renderWithAdmin } from './helpers';

describe('account deactivation request page', () => {
  it("an empty phone contact shows 'Account contact missing' and sends nothing", async () => {
    const requestAccountDeactivation = vi.fn(async () => 'Request received');
    renderWithAdmin(<DeactivationPage />, {
      dataProvider: { ...testDataProvider(), requestAccountDeactivation } as never,
    });
    await userEvent.type(await screen.findByLabelText('Reason for deactivation'), 'I left the courier');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Account contact missing')).toBeInTheDocument();
    expect(requestAccountDeactivation).not.toHaveBeenCalled();
  });

  it("sends phone and reason and shows the server's message as information", async () => {
    const requestAccountDeactivation = vi.fn(async () => 'Your request has been received');
    renderWithAdmin(<DeactivationPage />, {
      dataProvider: { ...testDataProvider(), requestAccountDeactivation } as never,
    });
    await userEvent.type(await screen.findByLabelText('Phone contact'), '0772000111');
    await userEvent.type(screen.getByLabelText('Reason for deactivation'), 'No longer a rider');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(requestAccountDeactivation).toHaveBeenCalledWith({
        phonecontact: '0772000111',
        reason_ofdeaction: 'No longer a rider',
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your request has been received');
    expect(alert.className).toMatch(/Info/);
  });
});
