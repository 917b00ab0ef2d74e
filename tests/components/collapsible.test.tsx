import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CollapsibleCard } from '../../src/components/CollapsibleCard';
import { renderWithAdmin } from './helpers';

const TITLE = 'resources.regions.createPanel'; // 'Add a region'

describe('CollapsibleCard', () => {
  it('starts folded, and the header button (named by the translated title) toggles the content', async () => {
    renderWithAdmin(
      <CollapsibleCard title={TITLE}>
        <p>inside the card</p>
      </CollapsibleCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Add a region' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Add a region' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('inside the card')).toBeNull();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('inside the card')).toBeVisible();

    // a click anywhere on the header folds it again, and the content is unmounted
    fireEvent.click(screen.getByText('Add a region'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByText('inside the card')).toBeNull());
  });

  it('opens by default with defaultOpen', () => {
    renderWithAdmin(
      <CollapsibleCard title={TITLE} defaultOpen>
        <p>inside the card</p>
      </CollapsibleCard>,
    );
    expect(screen.getByRole('button', { name: 'Add a region' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('inside the card')).toBeInTheDocument();
  });

  it('keeps the content and its state while folded with keepMounted', async () => {
    renderWithAdmin(
      <CollapsibleCard title={TITLE} defaultOpen keepMounted>
        <input aria-label="Draft" defaultValue="" />
      </CollapsibleCard>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Draft' }), { target: { value: 'staged item' } });
    const button = screen.getByRole('button', { name: 'Add a region' });
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // folded: hidden from the accessibility tree but still in the document with its value
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Draft' })).toBeNull());
    expect(screen.getByDisplayValue('staged item')).toBeInTheDocument();
    fireEvent.click(button);
    expect(await screen.findByRole('textbox', { name: 'Draft' })).toHaveValue('staged item');
  });

  it('follows the open prop when controlled and reports the wanted state', () => {
    const onOpenChange = vi.fn();
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button onClick={() => setOpen(true)}>open from outside</button>
          <CollapsibleCard
            title={TITLE}
            open={open}
            onOpenChange={(next) => {
              onOpenChange(next);
              if (next) setOpen(true); // this parent never lets it fold
            }}
          >
            <p>inside the card</p>
          </CollapsibleCard>
        </>
      );
    }
    renderWithAdmin(<Controlled />);
    const button = screen.getByRole('button', { name: 'Add a region' });
    fireEvent.click(screen.getByRole('button', { name: 'open from outside' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('inside the card')).toBeInTheDocument();

    fireEvent.click(button);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('inside the card')).toBeInTheDocument();
  });
});
