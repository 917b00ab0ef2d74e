// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setConfig } from '../../src/config';
import { useLiveFeed } from '../../src/live';
import { FakeSocket } from './support';

describe('useLiveFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    setConfig({
      agentFeedUrl: 'ws://feeds.test/ws/agents',
      notificationFeedUrl: 'ws://feeds.test/ws/notifications',
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('connects to the configured feed, passes messages, reports status and polls every pollMs', () => {
    const onMessage = vi.fn();
    const onPoll = vi.fn();
    const { result, unmount } = renderHook(() => useLiveFeed('agents', onMessage, 30000, onPoll));
    const ws = FakeSocket.instances[0];
    expect(ws.url).toBe('ws://feeds.test/ws/agents');
    act(() => ws.onopen!());
    expect(result.current.status).toBe('open');
    act(() => ws.onmessage!({ data: '{"type":"agent_location","agent":1}' }));
    expect(onMessage).toHaveBeenCalledWith({ type: 'agent_location', agent: 1 });
    act(() => vi.advanceTimersByTime(30000));
    expect(onPoll).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(30000));
    expect(onPoll).toHaveBeenCalledTimes(2);
    unmount();
    expect(ws.closed).toBe(true);
    vi.advanceTimersByTime(60000);
    expect(onPoll).toHaveBeenCalledTimes(2);
  });

  it('keeps polling after the feed gives up', () => {
    const onPoll = vi.fn();
    const { result } = renderHook(() => useLiveFeed('notifications', () => undefined, 1000, onPoll));
    for (let i = 0; i < 4; i++) {
      act(() => FakeSocket.instances.at(-1)!.onclose!());
      act(() => vi.advanceTimersByTime(5000));
    }
    expect(result.current.status).toBe('polling');
    expect(FakeSocket.instances[0].url).toBe('ws://feeds.test/ws/notifications');
    expect(onPoll.mock.calls.length).toBeGreaterThanOrEqual(20);
  });
});
