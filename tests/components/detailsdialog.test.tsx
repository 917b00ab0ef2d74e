import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { DetailsDialog } from '../../src/components/DetailsDialog';
import { renderWithAdmin } from './helpers';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Show sample</button>
      <DetailsDialog
        open={open}
        onClose={() => setOpen(false)}
        title="Sample details"
        closeLabel="ra.action.close"
        empty="—"
        rows={[
          { label: 'Barcode', value: 'PUP000012' },
          { label: 'Hub', value: 'Gulu Hub' },
          false,
          { label: 'Notes', value: '' },
        ]}
      >
        <p>Cold chain kept</p>
      </DetailsDialog>
    </>
  );
}

const valueOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('DetailsDialog', () => {
  it('is a dialog named by its title, with each label followed by its value, the sections and Close', async () => {
    renderWithAdmin(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sample details' });
    expect(valueOf(dialog, 'Barcode')).toBe('PUP000012');
    expect(valueOf(dialog, 'Hub')).toBe('Gulu Hub');
    expect(valueOf(dialog, 'Notes')).toBe('—');
    expect(within(dialog).getAllByRole('term')).toHaveLength(3);
    expect(
      within(dialog)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['PUP000012', 'Gulu Hub', '—']);
    expect(within(dialog).getByText('Cold chain kept')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape and gives the focus back to the button that opened it', async () => {
    renderWithAdmin(<Harness />);
    const opener = await screen.findByRole('button', { name: 'Show sample' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Sample details' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.activeElement).toBe(opener);
  });
});
