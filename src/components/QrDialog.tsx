/**
 * The QR code of a hub or health centre (spec 3: QR payload) in a 600-wide modal, printable and downloadable.
 * QrButton: a row action that opens it for the record in context.
 */
import { useRef, type MouseEvent } from 'react';
import { Box, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Button as MuiButton } from '@mui/material';
import QrCode2Icon from '@mui/icons-material/QrCode2';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import { QRCodeCanvas } from 'qrcode.react';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { buildPrintDocument, escapeHtml, openPrintWindow } from '../lib/print';
import { DialogButton } from './DialogButton';

export type FacilityType = 'Hub' | 'Healthcenter';

export interface QrFacility {
  name: string;
  location_latitude: number | null;
  location_longitude: number | null;
}

/** The QR payload: JSON text of {location_latitude, location_longitude, facility_type, facility_name}. */
export function qrPayload(facility: QrFacility, facilityType: FacilityType): string {
  return JSON.stringify({
    location_latitude: facility.location_latitude ?? null,
    location_longitude: facility.location_longitude ?? null,
    facility_type: facilityType,
    facility_name: facility.name,
  });
}

/** A file name safe on every system: "Mulago HC" → "Mulago_HC_QR.png". */
export function qrFileName(name: string): string {
  const base = name.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'facility';
  return `${base}_QR.png`;
}

export interface QrDialogProps {
  open: boolean;
  onClose: () => void;
  facility: QrFacility;
  facilityType: FacilityType;
}

const QR_SIZE = 320;

export function QrDialog({ open, onClose, facility, facilityType }: QrDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const value = qrPayload(facility, facilityType);
  const hasLocation = facility.location_latitude !== null && facility.location_longitude !== null;
  const title = translate('components.qr.dialogTitle', { name: facility.name });

  const imageUrl = (): string | null => {
    try {
      const url = canvasRef.current?.toDataURL('image/png');
      return url && url.startsWith('data:image/png') ? url : null;
    } catch {
      return null;
    }
  };

  const handleDownload = () => {
    const url = imageUrl();
    if (!url) {
      notify('components.qr.notReady', { type: 'error' });
      return;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = qrFileName(facility.name);
    document.body.appendChild(link);
    link.click();
    link.remove();
    notify('components.qr.downloaded', { type: 'success' });
  };

  const handlePrint = () => {
    const url = imageUrl();
    if (!url) {
      notify('components.qr.notReady', { type: 'error' });
      return;
    }
    const body =
      `<div style="text-align:center;margin-top:24px">` +
      `<h2>${escapeHtml(facility.name)}</h2>` +
      `<img src="${url}" alt="${escapeHtml(title)}" width="${QR_SIZE}" height="${QR_SIZE}" />` +
      `</div>`;
    if (!openPrintWindow(buildPrintDocument(title, body)))
      notify('components.qr.printFailed', { type: 'error' });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      maxWidth={false}
      aria-labelledby="qr-dialog-title"
      // the dialog is rendered in a portal, but React events still bubble to the table row under it
      onClick={(e: MouseEvent) => e.stopPropagation()}
      slotProps={{ paper: { sx: { width: 600, maxWidth: '100%' }, 'data-testid': 'qr-dialog' } as object }}
    >
      <DialogTitle id="qr-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
          <QRCodeCanvas
            ref={canvasRef}
            value={value}
            size={QR_SIZE}
            marginSize={4}
            level="M"
            title={title}
            role="img"
            aria-label={title}
            data-testid="qr-code"
            data-value={value}
          />
          <Typography variant="body2" color="text.secondary">
            {hasLocation
              ? translate('components.qr.coordinates', {
                  lat: facility.location_latitude,
                  lng: facility.location_longitude,
                })
              : translate('components.qr.noLocation')}
          </Typography>
        </Box>
      </DialogContent>
      <DialogActions>
        <MuiButton startIcon={<PrintIcon />} onClick={handlePrint}>
          {translate('components.qr.print')}
        </MuiButton>
        <MuiButton startIcon={<DownloadIcon />} onClick={handleDownload} variant="contained">
          {translate('components.qr.download')}
        </MuiButton>
        <MuiButton onClick={onClose}>{translate('components.qr.close')}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

/** Row action: opens the QR modal of the hub or health centre in the record context. */
export function QrButton({ facilityType }: { facilityType: FacilityType }) {
  const record = useRecordContext<QrFacility & { id: number | string }>();
  if (!record) return null;
  return (
    <DialogButton label="components.qr.button" icon={<QrCode2Icon />}>
      {(open, close) =>
        open && <QrDialog open={open} onClose={close} facility={record} facilityType={facilityType} />
      }
    </DialogButton>
  );
}
