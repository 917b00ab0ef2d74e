import { useEffect, useRef, useState } from 'react';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** How a code is drawn: CODE128 bars with the code written under them. */
export interface BarcodeDrawOptions {
  /** Width of the thinnest bar in px. */
  width?: number;
  /** Height of the bars in px. */
  height?: number;
  /** Write the code under the bars. */
  displayValue?: boolean;
  fontSize?: number;
  margin?: number;
}

const DEFAULTS: Required<BarcodeDrawOptions> = {
  width: 2,
  height: 60,
  displayValue: true,
  fontSize: 16,
  margin: 8,
};

const SVG_NS = 'http://www.w3.org/2000/svg';

/** jsbarcode, loaded once and only when a barcode is first drawn. */
let loader: Promise<typeof import('jsbarcode')> | null = null;
function loadJsBarcode() {
  loader ??= import('jsbarcode').then(
    (m) => ((m as { default?: unknown }).default ?? m) as typeof import('jsbarcode'),
  );
  return loader;
}

async function draw(svg: SVGSVGElement, code: string, options: BarcodeDrawOptions): Promise<void> {
  const JsBarcode = await loadJsBarcode();
  const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  JsBarcode(svg, code, { ...DEFAULTS, ...given, format: 'CODE128' });
}

/**
 * The SVG markup of a code as a CODE128 barcode (for print views, which are static HTML).
 * Rejects when the code cannot be drawn (CODE128 takes ASCII only).
 */
export async function barcodeSvgMarkup(code: string, options: BarcodeDrawOptions = {}): Promise<string> {
  const svg = document.createElementNS(SVG_NS, 'svg');
  await draw(svg, code, options);
  svg.setAttribute('data-code', code);
  return svg.outerHTML;
}

export interface BarcodeLabelProps extends BarcodeDrawOptions {
  code: string;
}

/** A code drawn as a CODE128 barcode (SVG); jsbarcode is loaded lazily the first time. */
export function BarcodeLabel({ code, ...options }: BarcodeLabelProps) {
  const translate = useTranslate();
  const ref = useRef<SVGSVGElement>(null);
  const [failed, setFailed] = useState(false);
  const { width, height, displayValue, fontSize, margin } = options;

  useEffect(() => {
    let cancelled = false;
    setFailed(false);
    const svg = ref.current;
    if (!svg) return;
    draw(svg, code, { width, height, displayValue, fontSize, margin }).catch(() => {
      if (!cancelled) setFailed(true);
    });
    return () => {
      cancelled = true;
    };
  }, [code, width, height, displayValue, fontSize, margin]);

  return (
    <>
      <svg
        ref={ref}
        role="img"
        aria-label={translate('resources.bar_codes.label', { code })}
        data-code={code}
        style={failed ? { display: 'none' } : undefined}
      />
      {failed ? (
        <Typography variant="body2" color="error">
          {translate('resources.bar_codes.labelFailed')}
        </Typography>
      ) : null}
    </>
  );
}
