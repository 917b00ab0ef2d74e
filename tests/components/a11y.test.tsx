import { describe, expect, it } from 'vitest';
import { render, screen, act, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import {
  GREEN,
  MIN_CONTRAST,
  ORANGE,
  PRIORITY_COLORS,
  RED,
  barcodeStatusColor,
  chipColors,
  contrastRatio,
  orderStatusColor,
  textShade,
} from '../../src/components/statusColors';
import { deliveryStatusColor } from '../../src/lib/deliveries';
import { statusColor as pickupStatusColor } from '../../src/resources/pending_pickups/pickups';
import { actionColor } from '../../src/pages/audit_logs/auditLogs';
import { FocusOnNavigate, HEADING_WAIT_MS } from '../../src/layout/FocusOnNavigate';

describe('status colours: contrast (WCAG 1.4.3)', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#fa8c16')).toBeCloseTo(2.38, 2);
  });

  const backgrounds = new Map<string, string>([
    ...['pending', 'assigned', 'success', 'cancelled'].map(
      (s) => [`order ${s}`, orderStatusColor(s)] as const,
    ),
    ...['used', 'active'].map((s) => [`barcode ${s}`, barcodeStatusColor(s)] as const),
    ...Object.entries(PRIORITY_COLORS).map(([p, c]) => [`priority ${p}`, c] as const),
    ...['delivered', 'pending', 'cancelled', 'failed'].map(
      (s) => [`delivery ${s}`, deliveryStatusColor(s)] as const,
    ),
    ...['pending', 'assigned', 'picked', 'delivered', 'cancelled', 'failed', 'unknown'].map(
      (s) => [`pickup ${s}`, pickupStatusColor(s)] as const,
    ),
    ...['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGOUT', 'OTHER'].map(
      (a) => [`audit ${a}`, actionColor(a)] as const,
    ),
  ]);

  it.each([...backgrounds])('the text of a %s chip reads on its colour', (_name, background) => {
    const { backgroundColor, color } = chipColors(background);
    expect(backgroundColor).toBe(background);
    expect(contrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('keeps the spec colours as the chips of their statuses', () => {
    expect(chipColors(orderStatusColor('pending')).backgroundColor).toBe(ORANGE);
    expect(chipColors(orderStatusColor('cancelled')).backgroundColor).toBe(RED);
    expect(chipColors(barcodeStatusColor('used')).backgroundColor).toBe(GREEN);
  });

  it.each([GREEN, ORANGE, RED, '#1677ff', '#8c8c8c'])(
    'text in %s reads on white and on a hovered row as a darker shade of it',
    (c) => {
      const shade = textShade(c);
      expect(contrastRatio(shade, '#ffffff')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      expect(contrastRatio(shade, '#f5f5f5')).toBeGreaterThanOrEqual(MIN_CONTRAST);
      // same hue: the channels keep their order
      const ch = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
      const [a, b] = [ch(c), ch(shade)];
      expect(b.map((_, i) => Math.sign(b[i] - b[(i + 1) % 3]))).toEqual(
        a.map((_, i) => Math.sign(a[i] - a[(i + 1) % 3])),
      );
    },
  );
});

describe('focus after navigation (WCAG 2.4.3)', () => {
  let go: (to: string) => void = () => undefined;
  function Menu() {
    go = useNavigate();
    return <button>menu entry</button>;
  }
  function Shell() {
    return (
      <>
        <Menu />
        <FocusOnNavigate />
        <main id="main-content">
          <Routes>
            <Route path="/" element={<p>home</p>} />
            <Route path="/a" element={<h1>Page A</h1>} />
            <Route path="/b" element={<input aria-label="Barcode" />} />
          </Routes>
        </main>
      </>
    );
  }

  it('moves focus from the menu to the new page heading, or to its first field', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    const entry = screen.getByRole('button', { name: 'menu entry' });
    entry.focus();
    await act(async () => go('/a'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Page A' })).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'Page A' })).toHaveAttribute('tabindex', '-1');

    entry.focus();
    await act(async () => go('/b'));
    await waitFor(() => expect(screen.getByLabelText('Barcode')).toHaveFocus(), {
      timeout: HEADING_WAIT_MS + 1000,
    });
  });
});
