/**
 * The live notification pop-ups (operations.md: "Notification pop-ups stay until closed"), kept out of the
 * screen's way: a narrow stack in the bottom-left corner, one line each, the newest few shown
 * and the rest behind '+N more' (which expands the stack). The toolbars and filters of every screen sit at the top
 * of the page, so the stack never lies over them, and the page gets room below its end for the stack, so what sits
 * at the bottom of a page (pagination, a form's buttons) can always be scrolled clear of it. It lies under dialogs:
 * an open dialog's buttons are never covered.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Portal, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LivePopup {
  key: number;
  title: string;
  message: string;
}

/** How many pop-ups show at once before '+N more': fewer on a phone. */
export const POPUPS_SHOWN = 3;
export const POPUPS_SHOWN_PHONE = 1;
/** Gap between the stack and the window's edges, px. */
const EDGE = 8;

/** Keeps room below the page's end for the stack (its height), so nothing at the bottom stays under it. */
function usePageRoom(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const el = ref.current;
    if (!active || !el) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const fit = () => {
      body.style.paddingBottom = `${el.offsetHeight + 2 * EDGE}px`;
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [ref, active]);
}

export function LivePopups({
  popups,
  onClose,
  onCloseAll,
}: {
  popups: LivePopup[];
  onClose: (key: number) => void;
  onCloseAll: () => void;
}) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [expanded, setExpanded] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const limit = phone ? POPUPS_SHOWN_PHONE : POPUPS_SHOWN;
  const hidden = expanded ? 0 : Math.max(0, popups.length - limit);
  // the newest first
  const shown = [...popups].reverse().slice(0, popups.length - hidden);
  usePageRoom(ref, popups.length > 0);

  // back to the compact stack once there is nothing more to hide
  useEffect(() => {
    if (popups.length <= limit) setExpanded(false);
  }, [popups.length, limit]);

  if (popups.length === 0) return null;
  return (
    <Portal>
      <Box
        ref={ref}
        role="region"
        aria-label={translate('layout.notifications.popups')}
        sx={(theme) => ({
          position: 'fixed',
          left: EDGE,
          bottom: EDGE,
          // over the page and its side menu, under dialogs (and the phone's menu drawer) and toasts
          zIndex: theme.zIndex.drawer + 1,
          width: 340,
          maxWidth: `calc(100vw - ${2 * EDGE}px)`,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
        })}
      >
        <Stack spacing={0.5} sx={{ maxHeight: '50vh', overflowY: 'auto' }}>
          {shown.map((p) => (
            <Alert
              key={p.key}
              data-testid="live-popup"
              severity="info"
              variant="filled"
              onClose={() => onClose(p.key)}
              closeText={translate('layout.notifications.dismiss')}
              title={p.message ? `${p.title}: ${p.message}` : p.title}
              sx={{
                py: 0,
                alignItems: 'center',
                '& .MuiAlert-icon': { py: 0.75 },
                '& .MuiAlert-message': { py: 0.75, minWidth: 0, overflow: 'hidden' },
                '& .MuiAlert-action': { pt: 0 },
              }}
            >
              <Box
                component="span"
                sx={{ display: 'block', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                <Box component="strong" sx={{ fontWeight: 600 }}>
                  {p.title}
                </Box>
                {p.title && p.message ? ' — ' : null}
                {p.message}
              </Box>
            </Alert>
          ))}
        </Stack>
        {popups.length > limit ? (
          <Stack direction="row" spacing={0.5}>
            <Button
              size="small"
              variant="contained"
              color="info"
              aria-expanded={expanded}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded
                ? translate('layout.notifications.fewer')
                : translate('layout.notifications.moreCount', { count: hidden })}
            </Button>
            <Button size="small" variant="contained" color="inherit" onClick={onCloseAll}>
              {translate('layout.notifications.closeAll')}
            </Button>
          </Stack>
        ) : null}
      </Box>
    </Portal>
  );
}
