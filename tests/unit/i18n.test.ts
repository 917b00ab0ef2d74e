import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/providers/i18nProvider';

describe('i18nProvider', () => {
  it("merges react-admin's English messages with ours", () => {
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    expect(i18nProvider.translate('auth.login_failed')).toBe('Username or Password is wrong');
    expect(i18nProvider.translate('menu.groups.lims')).toBe('LIMS Integration');
    expect(i18nProvider.translate('auth.access_refused', { detail: 'nope' })).toBe('Access refused: nope');
  });

  it("says offline that a list or record is not on the device yet, in place of react-admin's 'No connectivity'", () => {
    expect(i18nProvider.translate('ra.notification.offline')).toMatch(/^Not on this device yet: /);
  });

  it('falls back to the _ default text for unknown keys (notifications of server messages)', () => {
    expect(i18nProvider.translate('Some server message', { _: 'Some server message' })).toBe(
      'Some server message',
    );
  });
});
