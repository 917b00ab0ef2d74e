import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { testDataProvider, useDelete, useNotify, type DataProvider } from 'react-admin';
import { Toasts } from '../../src/layout/Toasts';
import { renderWithAdmin } from './helpers';

type Notify = ReturnType<typeof useNotify>;
let notify: Notify;

/** Gives the test the app's notify(); the toasts render as in the app (<Admin notification={Toasts}>). */
function Notifier() {
  notify = useNotify();
  return null;
}

/** A delete in react-admin's undoable mode, as a Delete button does it: optimistic, with an Undo toast. */
function UndoableDelete({ id }: { id: number }) {
  const [deleteOne] = useDelete();
  const note = useNotify();
  return (
    <button
      onClick={() =>
        deleteOne(
          'samples',
          { id, previousData: { id } },
          {
            mutationMode: 'undoable',
            onSuccess: () => note(`Sample ${id} deleted`, { type: 'info', undoable: true }),
          },
        )
      }
    >
      Delete {id}
    </button>
  );
}

const toasts = () => screen.queryAllByTestId('toast');
const texts = () => toasts().map((t) => t.textContent);
/** Moves the fake clock in small steps, letting React render (and start transitions) between them. */
async function advance(ms: number) {
  for (let done = 0; done < ms; done += 50) {
    await act(async () => {
      vi.advanceTimersByTime(Math.min(50, ms - done));
    });
  }
}

function setup(dataProvider: DataProvider = testDataProvider(), extra: React.ReactNode = null) {
  renderWithAdmin(
    <>
      <Notifier />
      {extra}
      <Toasts />
    </>,
    { dataProvider },
  );
}

describe('toasts (administration.md 8: top 200, duration 2 s, at most 3)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows toasts stacked at the top centre, at most 3: a 4th pushes out the oldest', async () => {
    setup();
    act(() => {
      notify('First saved', { type: 'success' });
      notify('Second failed', { type: 'error' });
      notify('Third note');
      notify('Fourth warning', { type: 'warning' });
    });
    await advance(500);
    expect(texts()).toEqual(['Second failed', 'Third note', 'Fourth warning']);
    expect(screen.queryByText('First saved')).not.toBeInTheDocument();

    // stacked in one fixed column at the top centre, 200 px from the top, above dialogs
    const stack = toasts()[0].parentElement as HTMLElement;
    expect(toasts().every((t) => t.parentElement === stack)).toBe(true);
    expect(stack).toHaveStyle({ position: 'fixed', top: '200px', left: '50%', zIndex: '1400' });

    // role and colour by type: errors and warnings are alerts, the rest status messages
    expect(screen.getByText('Second failed').closest('[data-testid="toast"]')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Fourth warning').closest('[data-testid="toast"]')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByText('Third note').closest('[data-testid="toast"]')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Second failed').closest('[data-testid="toast"]')).toHaveClass('Toast-error');
    expect(screen.getByText('Fourth warning').closest('[data-testid="toast"]')).toHaveClass('Toast-warning');
  });

  it('translates the message with its arguments, and each toast closes on its own Close button', async () => {
    setup();
    act(() => {
      notify('ra.notification.deleted', { type: 'success', messageArgs: { smart_count: 2 } });
      notify('Kept');
    });
    await advance(300);
    const deleted = screen.getByText('2 elements deleted').closest('[data-testid="toast"]') as HTMLElement;
    expect(deleted).toHaveAttribute('role', 'status');
    expect(deleted).toHaveClass('Toast-success');
    fireEvent.click(within(deleted).getByRole('button', { name: 'Close' }));
    await advance(400);
    expect(texts()).toEqual(['Kept']);
  });

  it('hides each toast after 2 s; a toast that sets its own autoHideDuration keeps it', async () => {
    setup();
    act(() => {
      notify('Short one', { type: 'success' });
      notify('Long one', { autoHideDuration: 6000 });
      notify('Sticky one', { autoHideDuration: null });
    });
    await advance(1800);
    expect(texts()).toEqual(['Short one', 'Long one', 'Sticky one']);
    await advance(600);
    expect(texts()).toEqual(['Long one', 'Sticky one']);
    await advance(4000);
    expect(texts()).toEqual(['Sticky one']);
    await advance(30000);
    expect(texts()).toEqual(['Sticky one']);
  });

  it('a 4th toast shows at once; the toasts it did not push out keep their own 2 s', async () => {
    setup();
    act(() => notify('One'));
    await advance(1000);
    act(() => {
      notify('Two');
      notify('Three');
    });
    await advance(300);
    act(() => notify('Four'));
    await advance(300);
    expect(texts()).toEqual(['Two', 'Three', 'Four']);
    // 'Two' and 'Three' came at 1 s: they go at 3 s, 'Four' (at 1.3 s) stays until 3.3 s
    await advance(1300);
    expect(texts()).toEqual(['Two', 'Three', 'Four']);
    await advance(300);
    expect(texts()).toEqual(['Four']);
    await advance(300);
    expect(texts()).toEqual([]);
  });

  it('Undo on an undoable toast cancels the change; letting it time out commits it', async () => {
    const dataProvider = testDataProvider({
      delete: vi.fn(async (_resource, { id }) => ({ data: { id } })) as DataProvider['delete'],
    });
    setup(dataProvider, <UndoableDelete id={7} />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 7' }));
    await advance(300);
    const toast = screen.getByText('Sample 7 deleted').closest('[data-testid="toast"]') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Undo' }));
    await advance(3000);
    expect(screen.queryByText('Sample 7 deleted')).not.toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Delete 7' }));
    await advance(1500);
    expect(screen.getByText('Sample 7 deleted')).toBeInTheDocument();
    expect(dataProvider.delete).not.toHaveBeenCalled();
    await advance(1000);
    expect(screen.queryByText('Sample 7 deleted')).not.toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
    expect(dataProvider.delete).toHaveBeenCalledWith('samples', expect.objectContaining({ id: 7 }));
  });

  it('two undoable toasts: the second waits for the first, so Undo always cancels its own change', async () => {
    const dataProvider = testDataProvider({
      delete: vi.fn(async (_resource, { id }) => ({ data: { id } })) as DataProvider['delete'],
    });
    setup(
      dataProvider,
      <>
        <UndoableDelete id={1} />
        <UndoableDelete id={2} />
      </>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 2' }));
    await advance(100);
    act(() => notify('Plain one'));
    await advance(300);
    // the second undoable waits, and so does what was notified after it
    expect(texts()).toEqual(['Sample 1 deletedUndo']);

    // undo the first, keep the second (time-out): only sample 2 is deleted
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await advance(400);
    expect(texts()).toEqual(['Sample 2 deletedUndo', 'Plain one']);
    await advance(2500);
    expect(texts()).toEqual([]);
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
    expect(dataProvider.delete).toHaveBeenCalledWith('samples', expect.objectContaining({ id: 2 }));
  });

  it('an undoable toast is never pushed out, and closing it commits the change', async () => {
    const dataProvider = testDataProvider({
      delete: vi.fn(async (_resource, { id }) => ({ data: { id } })) as DataProvider['delete'],
    });
    setup(dataProvider, <UndoableDelete id={3} />);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 3' }));
    await advance(100);
    act(() => {
      notify('A');
      notify('B');
      notify('C');
    });
    await advance(300);
    expect(texts()).toEqual(['Sample 3 deletedUndo', 'B', 'C']);
    const toast = screen.getByText('Sample 3 deleted').closest('[data-testid="toast"]') as HTMLElement;
    fireEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await advance(400);
    expect(dataProvider.delete).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual(['B', 'C']);
  });
});
