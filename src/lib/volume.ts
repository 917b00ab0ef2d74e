/**
 * Delivered-volume charts (administration.md 2.15): shaping the monthly entries of get_hubs_visited_statistics /
 * get_hub_delivery_stats into chart rows, whole-number axis ticks, the Excel sheet, and turning the chart's SVG into
 * a PNG. Pure functions except the last three (DOM).
 */
import type { MonthlyEntry } from '../../contract/types';
import { seriesColors } from './palette';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' (or a longer ISO date) → 'Nov 2026'; anything else is returned as it is. */
export function monthLabel(month: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(month.trim());
  if (!match) return month;
  const m = Number(match[2]);
  if (m < 1 || m > 12) return month;
  return `${MONTHS[m - 1]} ${match[1]}`;
}

function toCount(value: unknown): number {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : 0;
}

/**
 * The entries of an answer (an array, or JSON text of one), with numbers as numbers and months ascending.
 * A missing or non-numeric monthly_total becomes the sum of the month's samples.
 */
export function parseMonthlyEntries(value: unknown): MonthlyEntry[] {
  let list: unknown = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  const entries: MonthlyEntry[] = [];
  for (const item of list as unknown[]) {
    if (!item || typeof item !== 'object') continue;
    const raw = item as Record<string, unknown>;
    const samples = (Array.isArray(raw.samples) ? (raw.samples as unknown[]) : [])
      .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
      .map((s) => ({ sample_name: String(s.sample_name ?? ''), total_in_month: toCount(s.total_in_month) }));
    const sum = samples.reduce((acc, s) => acc + s.total_in_month, 0);
    const total = Number(raw.monthly_total);
    entries.push({
      month: String(raw.month ?? ''),
      samples,
      monthly_total: raw.monthly_total !== null && Number.isFinite(total) ? total : sum,
    });
  }
  return entries.sort((a, b) => a.month.localeCompare(b.month));
}

/** Sum of the monthly totals. */
export function volumeTotal(entries: readonly MonthlyEntry[]): number {
  return entries.reduce((acc, e) => acc + toCount(e.monthly_total), 0);
}

/** The sample types of the entries, alphabetical (so a sample keeps its colour across charts). */
export function sampleNames(entries: readonly MonthlyEntry[]): string[] {
  const names = new Set<string>();
  for (const e of entries) for (const s of e.samples) names.add(s.sample_name);
  return [...names].sort((a, b) => a.localeCompare(b));
}

/** Keys of the chart rows that are not series (a sample could not plausibly be named so). */
export const MONTH_KEY = '__month';
export const TOTAL_KEY = '__monthly_total';

export type VolumeDatum = Record<string, string | number>;

export interface VolumeChartData {
  /** One row per month: MONTH_KEY = 'Nov 2026', TOTAL_KEY = monthly_total, then one count per sample name. */
  rows: VolumeDatum[];
  /** The series (sample names), in stacking and legend order. */
  keys: string[];
  /** keys[i] → its colour. */
  colors: Record<string, string>;
  /** The highest stack (for the axis). */
  maxStack: number;
}

/** Months ascending; every sample present in every month (0 when it had none; repeated names are added up). */
export function volumeChartData(entries: readonly MonthlyEntry[]): VolumeChartData {
  const keys = sampleNames(entries);
  const palette = seriesColors(keys.length);
  const colors = Object.fromEntries(keys.map((k, i) => [k, palette[i]]));
  let maxStack = 0;
  const rows = [...entries]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((e) => {
      const row: VolumeDatum = { [MONTH_KEY]: monthLabel(e.month), [TOTAL_KEY]: toCount(e.monthly_total) };
      for (const k of keys) row[k] = 0;
      for (const s of e.samples)
        row[s.sample_name] = (row[s.sample_name] as number) + toCount(s.total_in_month);
      const stack = keys.reduce((acc, k) => acc + (row[k] as number), 0);
      maxStack = Math.max(maxStack, stack);
      return row;
    });
  return { rows, keys, colors, maxStack };
}

/**
 * Whole-number tick values from 0 covering `max`: steps of 1, 2, 5, 10, 20, 50 ... so that there are at most
 * `maxTicks` steps. The last tick is ≥ max (use it as the scale's maximum).
 */
export function integerTicks(max: number, maxTicks = 8): number[] {
  const top = Math.max(1, Math.ceil(Number.isFinite(max) ? max : 0));
  const limit = Math.max(1, Math.floor(maxTicks));
  let step = 1;
  for (let magnitude = 1; step * limit < top; magnitude *= 10) {
    step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s * limit >= top) ?? magnitude * 10;
  }
  const ticks: number[] = [];
  for (let v = 0; v < top + step; v += step) {
    ticks.push(v);
    if (v >= top) break;
  }
  return ticks;
}

export interface VolumeSheet {
  /** Header row texts: month column, one per sample, total column. */
  header: string[];
  /** Month rows and a final totals row, cells matching header. */
  rows: (string | number)[][];
}

/**
 * The Excel sheet: one row per month ('Nov 2026'), one column per sample type, the month total; then a totals row.
 */
export function volumeSheet(
  entries: readonly MonthlyEntry[],
  labels: { month: string; total: string; totalRow: string },
): VolumeSheet {
  const { rows, keys } = volumeChartData(entries);
  const sheetRows: (string | number)[][] = rows.map((r) => [
    r[MONTH_KEY],
    ...keys.map((k) => r[k]),
    r[TOTAL_KEY],
  ]);
  const totals = keys.map((k) => rows.reduce((acc, r) => acc + (r[k] as number), 0));
  sheetRows.push([labels.totalRow, ...totals, volumeTotal(entries)]);
  return { header: [labels.month, ...keys, labels.total], rows: sheetRows };
}

/** The chart's SVG as standalone markup (namespaces and size set), for printing and the PNG. */
export function svgMarkup(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const width = svg.getAttribute('width') ?? String(svg.clientWidth || 800);
  const height = svg.getAttribute('height') ?? String(svg.clientHeight || 400);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  clone.setAttribute('width', width);
  clone.setAttribute('height', height);
  if (!clone.getAttribute('viewBox')) clone.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return new XMLSerializer().serializeToString(clone);
}

/** Draws the SVG on a white canvas (twice the size, for sharpness) and resolves its PNG. */
export function svgToPngBlob(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const markup = svgMarkup(svg);
  const width = Number(svg.getAttribute('width')) || svg.clientWidth || 800;
  const height = Number(svg.getAttribute('height')) || svg.clientHeight || 400;
  return new Promise<Blob>((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      try {
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(width * scale);
        canvas.height = Math.round(height * scale);
        const context = canvas.getContext('2d');
        if (!context) throw new Error('No canvas context');
        context.scale(scale, scale);
        context.fillStyle = '#ffffff';
        context.fillRect(0, 0, width, height);
        context.drawImage(image, 0, 0, width, height);
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png');
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    image.onerror = () => reject(new Error('The chart image could not be drawn'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
  });
}
