/**
 * Live feeds: a WebSocket with a 1000 ms connection time-out, at most 3 retries 5000 ms apart, then
 * polling alone (status 'polling', no more attempts); the token rides as ?token=. And the notification sound.
 */
import { useEffect, useRef, useState } from 'react';
import { getConfig } from '../config';
import { getSession } from '../providers/session';

export type FeedStatus = 'open' | 'retrying' | 'polling';

export interface FeedOptions {
  timeoutMs?: number;
  maxRetries?: number;
  reconnectIntervalMs?: number;
}

export interface FeedHandlers {
  onMessage(data: unknown): void;
  onStatus?(s: FeedStatus): void;
}

export const FEED_DEFAULTS: Required<FeedOptions> = {
  timeoutMs: 1000,
  maxRetries: 3,
  reconnectIntervalMs: 5000,
};

export function withToken(url: string, token: string | null | undefined): string {
  if (!token) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

/**
 * Connects to a feed. A connection that does not open within timeoutMs, or that closes, is retried after
 * reconnectIntervalMs, at most maxRetries times in a row (a successful open starts the count again); then
 * the status becomes 'polling' and nothing more is attempted.
 */
export function connectFeed(
  url: string,
  handlers: FeedHandlers,
  options: FeedOptions = {},
): { close(): void } {
  const { timeoutMs, maxRetries, reconnectIntervalMs } = { ...FEED_DEFAULTS, ...options };
  let socket: WebSocket | null = null;
  let retries = 0;
  let closed = false;
  let connectTimer: ReturnType<typeof setTimeout> | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;

  const status = (s: FeedStatus) => {
    if (!closed) handlers.onStatus?.(s);
  };

  const clearTimers = () => {
    if (connectTimer) clearTimeout(connectTimer);
    if (retryTimer) clearTimeout(retryTimer);
    connectTimer = retryTimer = null;
  };

  const drop = (ws: WebSocket | null) => {
    if (!ws) return;
    ws.onopen = ws.onclose = ws.onerror = ws.onmessage = null;
    try {
      ws.close();
    } catch {
      // already closed
    }
  };

  const failed = (ws: WebSocket) => {
    if (closed || ws !== socket) return;
    socket = null;
    drop(ws);
    clearTimers();
    if (retries < maxRetries) {
      retries += 1;
      status('retrying');
      retryTimer = setTimeout(open, reconnectIntervalMs);
    } else status('polling');
  };

  function open(): void {
    retryTimer = null;
    if (closed) return;
    let ws: WebSocket;
    try {
      if (typeof WebSocket === 'undefined') throw new Error('no WebSocket');
      ws = new WebSocket(withToken(url, getSession()?.token));
    } catch {
      // cannot even create a socket: count it as a failed attempt
      const dummy = {} as WebSocket;
      socket = dummy;
      failed(dummy);
      return;
    }
    socket = ws;
    connectTimer = setTimeout(() => failed(ws), timeoutMs);
    ws.onopen = () => {
      if (connectTimer) clearTimeout(connectTimer);
      connectTimer = null;
      retries = 0;
      status('open');
    };
    ws.onmessage = (event: MessageEvent) => {
      if (!closed) handlers.onMessage(parse(event.data));
    };
    ws.onerror = () => failed(ws);
    ws.onclose = () => failed(ws);
  }

  open();
  return {
    close() {
      closed = true;
      clearTimers();
      drop(socket);
      socket = null;
    },
  };
}

/**
 * Live feed for a component: connects to the configured feed URL and, when pollMs and onPoll are
 * given, also calls onPoll every pollMs (the spec's agent poll runs every 30 s whatever the socket does).
 */
export function useLiveFeed(
  kind: 'agents' | 'notifications',
  onMessage: (data: unknown) => void,
  pollMs?: number,
  onPoll?: () => void,
): { status: FeedStatus } {
  const [status, setStatus] = useState<FeedStatus>('retrying');
  const messageRef = useRef(onMessage);
  const pollRef = useRef(onPoll);
  useEffect(() => {
    messageRef.current = onMessage;
    pollRef.current = onPoll;
  });

  useEffect(() => {
    const config = getConfig();
    const url = kind === 'agents' ? config.agentFeedUrl : config.notificationFeedUrl;
    const feed = connectFeed(url, { onMessage: (data) => messageRef.current(data), onStatus: setStatus });
    return () => feed.close();
  }, [kind]);

  useEffect(() => {
    if (!pollMs || pollMs <= 0) return;
    const timer = setInterval(() => pollRef.current?.(), pollMs);
    return () => clearInterval(timer);
  }, [pollMs]);

  return { status };
}

// ---- notification sound: volume 1, at most one per 100 ms, never throws
export const SOUND_THROTTLE_MS = 100;
let lastSoundAt = -Infinity;
let audioContext: AudioContext | null = null;

type AudioContextCtor = new () => AudioContext;

function contextCtor(): AudioContextCtor | null {
  const g = globalThis as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

function beepWithWebAudio(): boolean {
  const Ctor = contextCtor();
  if (!Ctor) return false;
  audioContext ??= new Ctor();
  const ctx = audioContext;
  if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.value = 1;
  oscillator.connect(gain);
  gain.connect(ctx.destination);
  oscillator.start();
  oscillator.stop(ctx.currentTime + 0.15);
  return true;
}

let beepUrl: string | null = null;

/** A short WAV beep (880 Hz, 150 ms, 8 kHz mono 8-bit) for browsers without WebAudio. */
function beepDataUrl(): string {
  if (beepUrl) return beepUrl;
  const rate = 8000;
  const samples = Math.round(rate * 0.15);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((c, i) => view.setUint8(offset + i, c.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++)
    bytes[44 + i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 880 * i) / rate));
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  beepUrl = `data:audio/wav;base64,${btoa(binary)}`;
  return beepUrl;
}

function beepWithAudioElement(): boolean {
  if (typeof Audio === 'undefined') return false;
  const audio = new Audio(beepDataUrl());
  audio.volume = 1;
  const played = audio.play();
  if (played && typeof played.catch === 'function') played.catch(() => undefined);
  return true;
}

export function playNotificationSound(): void {
  const now = Date.now();
  if (now - lastSoundAt < SOUND_THROTTLE_MS) return;
  lastSoundAt = now;
  try {
    if (beepWithWebAudio()) return;
  } catch {
    audioContext = null;
  }
  try {
    beepWithAudioElement();
  } catch {
    // no audio on this device
  }
}

/** Tests: forget the last sound time and the audio context. */
export function resetNotificationSound(): void {
  lastSoundAt = -Infinity;
  audioContext = null;
}
