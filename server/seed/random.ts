/**
 * Deterministic randomness for the seeds: mulberry32 streams derived from one fixed seed and a stream
 * name, so that each table draws from its own sequence and a change in one table (or in today's date)
 * never shifts the data of another.
 */

export const SEED = 20240610;

function hashString(s: string): number {
  let h = 2166136261 >>> 0;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619) >>> 0;
  }
  return h >>> 0;
}

export class Rng {
  private state: number;

  constructor(name: string, seed = SEED) {
    this.state = (hashString(name) ^ seed) >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  bool(p = 0.5): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.next() * list.length)];
  }

  /** Picks a key of `weights` with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
    const entries = Object.entries(weights) as [K, number][];
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let u = this.next() * total;
    for (const [k, w] of entries) {
      u -= w;
      if (u < 0) return k;
    }
    return entries[entries.length - 1][0];
  }

  /** A string of `n` decimal digits, the first one not zero. */
  digits(n: number): string {
    let s = String(this.int(1, 9));
    for (let i = 1; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  /** A Ugandan mobile number, 07xxxxxxxx (10 digits). */
  phone(): string {
    return `07${this.pick(['0', '1', '2', '4', '5', '6', '7', '8', '9'])}${String(this.int(0, 9999999)).padStart(7, '0')}`;
  }

  /** A point within roughly `spread` degrees of (lat, lng). */
  near(lat: number, lng: number, spread: number): [number, number] {
    const a = this.next() * Math.PI * 2;
    const d = Math.sqrt(this.next()) * spread;
    return [round6(lat + Math.sin(a) * d), round6(lng + Math.cos(a) * d)];
  }
}

export function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}
