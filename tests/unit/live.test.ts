import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectFeed, playNotificationSound, resetNotificationSound } from '../../src/live';
import { clearSession, saveSession } from '../../src/providers/session';
import { FakeSocket, session, stubLocalStorage } from './support';

describe('connectFeed', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.instances = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    stubLocalStorage();
    clearSession();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('appends the session token and hands parsed messages over', () => {
    saveSession(session({ token: 'a b' }));
    const messages: unknown[] = [];
    const statuses: string[] = [];
    const feed = connectFeed('ws://host/ws/agents', {
      onMessage: (m) => messages.push(m),
      onStatus: (s) => statuses.push(s),
    });
    const ws = FakeSocket.instances[0];
    expect(ws.url).toBe('ws://host/ws/agents?token=a%20b');
    ws.open();
    ws.send(JSON.stringify({ type: 'agent_location', agent: 3 }));
    ws.send('not json');
    expect(messages).toEqual([{ type: 'agent_location', agent: 3 }, 'not json']);
    expect(statuses).toEqual(['open']);
    feed.close();
    expect(ws.closed).toBe(true);
  });

  it('gives up a connection that does not open within 1000 ms and retries after 5000 ms', () => {
    const statuses: string[] = [];
    connectFeed('ws://host/ws/notifications?x=1', {
      onMessage: () => undefined,
      onStatus: (s) => statuses.push(s),
    });
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(statuses).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances[0].closed).toBe(true);
    expect(statuses).toEqual(['retrying']);
    vi.advanceTimersByTime(4999);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('after 3 failed retries reports polling and makes no more attempts', () => {
    const statuses: string[] = [];
    connectFeed('ws://host/ws/agents', { onMessage: () => undefined, onStatus: (s) => statuses.push(s) });
    for (let i = 0; i < 4; i++) {
      FakeSocket.instances.at(-1)!.fail();
      vi.advanceTimersByTime(5000);
    }
    expect(FakeSocket.instances).toHaveLength(4); // first attempt + 3 retries
    expect(statuses).toEqual(['retrying', 'retrying', 'retrying', 'polling']);
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(4);
  });

  it('a successful open starts the retry count again', () => {
    const statuses: string[] = [];
    connectFeed('ws://host/ws/agents', { onMessage: () => undefined, onStatus: (s) => statuses.push(s) });
    FakeSocket.instances[0].fail();
    vi.advanceTimersByTime(5000);
    FakeSocket.instances[1].open();
    FakeSocket.instances[1].fail();
    vi.advanceTimersByTime(5000);
    expect(statuses).toEqual(['retrying', 'open', 'retrying']);
    expect(FakeSocket.instances).toHaveLength(3);
  });

  it('close stops every pending retry', () => {
    const feed = connectFeed('ws://host/ws/agents', { onMessage: () => undefined });
    FakeSocket.instances[0].fail();
    feed.close();
    vi.advanceTimersByTime(30_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });

  it('honours other options', () => {
    const statuses: string[] = [];
    connectFeed(
      'ws://h/ws',
      { onMessage: () => undefined, onStatus: (s) => statuses.push(s) },
      { maxRetries: 0, timeoutMs: 50 },
    );
    vi.advanceTimersByTime(50);
    expect(statuses).toEqual(['polling']);
  });

  it('falls back to polling when WebSocket does not exist', () => {
    vi.stubGlobal('WebSocket', undefined);
    const statuses: string[] = [];
    connectFeed('ws://h/ws', { onMessage: () => undefined, onStatus: (s) => statuses.push(s) });
    vi.advanceTimersByTime(20_000);
    expect(statuses).toEqual(['retrying', 'retrying', 'retrying', 'polling']);
  });
});

describe('playNotificationSound', () => {
  let started: { gain: number }[];
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2024, 5, 10, 12));
    resetNotificationSound();
    started = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain() {
        return { gain: { value: 0 }, connect: () => undefined };
      }
      createOscillator() {
        let gainNode: { gain: { value: number } } | null = null;
        return {
          type: '',
          frequency: { value: 0 },
          connect: (g: { gain: { value: number } }) => (gainNode = g),
          start: () => started.push({ gain: gainNode!.gain.value }),
          stop: () => undefined,
        };
      }
      resume() {
        return Promise.resolve();
      }
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('plays at volume 1, at most once per 100 ms', () => {
    playNotificationSound();
    playNotificationSound();
    vi.advanceTimersByTime(99);
    playNotificationSound();
    expect(started).toEqual([{ gain: 1 }]);
    vi.advanceTimersByTime(1);
    playNotificationSound();
    expect(started).toHaveLength(2);
  });

  it('never throws when audio is unavailable or broken', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playNotificationSound()).not.toThrow();
    vi.advanceTimersByTime(200);
    vi.stubGlobal(
      'AudioContext',
      class {
        constructor() {
          throw new Error('blocked');
        }
      },
    );
    expect(() => playNotificationSound()).not.toThrow();
  });

  it('uses an audio element at volume 1 when WebAudio is missing', () => {
    vi.stubGlobal('AudioContext', undefined);
    const played: { volume: number; src: string }[] = [];
    vi.stubGlobal(
      'Audio',
      class {
        volume = 0;
        constructor(public src: string) {}
        play() {
          played.push({ volume: this.volume, src: this.src });
          return Promise.reject(new Error('autoplay blocked'));
        }
      },
    );
    playNotificationSound();
    expect(played).toHaveLength(1);
    expect(played[0].volume).toBe(1);
    expect(played[0].src.startsWith('data:audio/wav;base64,')).toBe(true);
  });
});
