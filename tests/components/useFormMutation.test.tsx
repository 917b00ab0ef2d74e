/**
 * useFormMutation, the one submit hook of the forms (dialogs, drawers, panels): the failure's text is the
 * server's own message, else the screen's own fallback, never the data provider's generic fallback.
 */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpError, Notification } from 'react-admin';
import { useFormMutation } from '../../src/components/useFormMutation';
import { renderWithAdmin } from './helpers';

function Panel({ fail, failureOnly }: { fail: () => Promise<unknown>; failureOnly?: boolean }) {
  const save = useFormMutation<void, unknown>(fail, { failure: 'Could not save the panel', failureOnly });
  return (
    <>
      <button onClick={() => save.submit()}>Save</button>
      {save.serverError ? <output aria-label="form error">{save.serverError}</output> : null}
      <Notification />
    </>
  );
}

async function failWith(error: unknown, failureOnly?: boolean) {
  renderWithAdmin(<Panel fail={vi.fn(async () => Promise.reject(error))} failureOnly={failureOnly} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  return screen.findByRole('status', { name: 'form error' });
}

describe('useFormMutation', () => {
  it("keeps the server's own message, in the form and the toast", async () => {
    const alert = await failWith(new HttpError('Name already taken', 400, { message: 'Name already taken' }));
    expect(alert).toHaveTextContent('Name already taken');
    await waitFor(() => expect(screen.getAllByText('Name already taken')).toHaveLength(2));
  });

  it.each(['Failed to save data', 'Failed to load data', 'Failed to delete data'])(
    "replaces the provider's generic '%s' by the screen's fallback",
    async (generic) => {
      const alert = await failWith(new HttpError(generic, 500, '<html>Internal error</html>'));
      expect(alert).toHaveTextContent('Could not save the panel');
      await waitFor(() => expect(screen.getAllByText('Could not save the panel')).toHaveLength(2));
      expect(screen.queryByText(generic)).not.toBeInTheDocument();
    },
  );

  it('shows only the fallback with failureOnly, whatever the server said', async () => {
    const alert = await failWith(new HttpError('Name already taken', 400, {}), true);
    expect(alert).toHaveTextContent('Could not save the panel');
    expect(screen.queryByText('Name already taken')).not.toBeInTheDocument();
  });
});
