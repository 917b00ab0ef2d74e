// @vitest-environment jsdom
/**
 * The app's query client starts from the browser's connection state: opened without a network (from the service
 * worker), its queries wait with the data kept on the device instead of failing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { appQueryClient } from '../../src/offline/queryClient';

function setOnLine(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
}

afterEach(() => {
  setOnLine(true);
  onlineManager.setOnline(true);
});

describe('appQueryClient', () => {
  it('starts offline when the browser has no network, and online when it has', () => {
    setOnLine(false);
    appQueryClient();
    expect(onlineManager.isOnline()).toBe(false);
    setOnLine(true);
    appQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('runs mutations offline (a dialog never waits forever)', () => {
    expect(appQueryClient().getDefaultOptions().mutations?.networkMode).toBe('always');
  });
});
