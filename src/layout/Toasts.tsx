import { isValidElement, useCallback, useEffect, useRef, useState } from 'react';
import { Box, Button, Grow, IconButton, SnackbarContent } from '@mui/material';
import { styled } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import {
  CloseNotificationContext,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
  type NotificationPayload,
} from 'react-admin';

/**
 * The spec's toast settings (administration.md 8): "top 200, duration 2 s, at most 3" — the settings of the
 * original's toast library (antd `message.config({ top: 200, duration: 2, maxCount: 3 })`): toasts shown at the
 * top centre, 200 px from the top of the window, each for 2 seconds, at most 3 at once; a 4th pushes out the
 * oldest (as antd's maxCount does). Newer toasts stack below older ones.
 */
export const TOAST_TOP_PX = 200;
export const TOAST_DURATION_MS = 2000;
export const TOAST_MAX_VISIBLE = 3;

interface Toast {
  id: number;
  payload: NotificationPayload;
  open: boolean;
}

const isUndoable = (payload: NotificationPayload) => Boolean(payload.notificationOptions?.undoable);

/**
 * The notification component given to `<Admin notification={Toasts}>`: it replaces react-admin's single bottom
 * snackbar. Each toast keeps react-admin's options: `type` (colour, and role `alert` for errors and warnings,
 * `status` otherwise), `messageArgs`, `multiLine`, its own `autoHideDuration` (null: stays until closed) and
 * `undoable` (Undo button).
 *
 * Undoable mutations sit in react-admin's queue in the order of their notifications and the queue hands out the
 * oldest, so at most one undoable toast is shown at a time: a second one waits (with everything notified after
 * it) until the first is closed, and an undoable toast is never the one pushed out by a 4th toast.
 */
export function Toasts() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  /** Toasts whose undoable mutation has been committed or undone (each once). */
  const settled = useRef(new Set<number>());

  const undoablePending = toasts.some((t) => t.open && isUndoable(t.payload));

  useEffect(() => {
    if (notifications.length === 0) return;
    if (isUndoable(notifications[0]) && undoablePending) return;
    const payload = takeNotification();
    if (!payload) return;
    const id = nextId.current++;
    setToasts((current) => {
      const open = current.filter((t) => t.open);
      const pushedOut = new Set<number>();
      // the oldest toasts beyond the limit go, never an undoable one (at most one is shown, see above)
      for (const t of open) {
        if (open.length - pushedOut.size < TOAST_MAX_VISIBLE) break;
        if (!isUndoable(t.payload)) pushedOut.add(t.id);
      }
      return [
        ...current.map((t) => (pushedOut.has(t.id) ? { ...t, open: false } : t)),
        { id, payload, open: true },
      ];
    });
  }, [notifications, takeNotification, undoablePending]);

  // leaving the page while an undoable change waits: the browser asks first (as react-admin's notification does)
  useEffect(() => {
    if (!undoablePending) return;
    const beforeunload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
      return '';
    };
    window.addEventListener('beforeunload', beforeunload);
    return () => window.removeEventListener('beforeunload', beforeunload);
  }, [undoablePending]);

  const settle = useCallback(
    (toast: Toast, isUndo: boolean) => {
      if (!isUndoable(toast.payload) || settled.current.has(toast.id)) return;
      settled.current.add(toast.id);
      const mutation = takeMutation();
      if (mutation) mutation({ isUndo });
    },
    [takeMutation],
  );

  const close = useCallback(
    (toast: Toast, isUndo = false) => {
      settle(toast, isUndo);
      setToasts((current) => current.map((t) => (t.id === toast.id ? { ...t, open: false } : t)));
    },
    [settle],
  );

  const remove = useCallback((id: number) => {
    settled.current.delete(id);
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);

  if (toasts.length === 0) return null;
  return (
    <ToastStack>
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} onClose={close} onExited={remove} />
      ))}
    </ToastStack>
  );
}

function ToastItem({
  toast,
  onClose,
  onExited,
}: {
  toast: Toast;
  onClose: (toast: Toast, isUndo?: boolean) => void;
  onExited: (id: number) => void;
}) {
  const translate = useTranslate();
  const { message, type, notificationOptions } = toast.payload;
  const { autoHideDuration, messageArgs, multiLine, undoable } = notificationOptions ?? {};
  // the toast's own duration wins; null (or 0) keeps it until closed
  const duration = autoHideDuration === undefined ? TOAST_DURATION_MS : autoHideDuration;
  const [paused, setPaused] = useState(false);
  const closeThis = useCallback(() => onClose(toast), [onClose, toast]);

  useEffect(() => {
    if (!toast.open || paused || !duration) return;
    const timer = setTimeout(closeThis, duration);
    return () => clearTimeout(timer);
  }, [toast.open, paused, duration, closeThis]);

  const text =
    typeof message === 'string' ? translate(message, messageArgs) : isValidElement(message) ? message : null;

  return (
    <CloseNotificationContext.Provider value={closeThis}>
      <Grow in={toast.open} appear onExited={() => onExited(toast.id)}>
        <SnackbarContent
          role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
          className={[`Toast-${type}`, multiLine ? 'Toast-multiLine' : ''].join(' ').trim()}
          data-testid="toast"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          message={text}
          action={
            <>
              {undoable ? (
                <Button size="small" className="Toast-undo" onClick={() => onClose(toast, true)}>
                  {translate('ra.action.undo')}
                </Button>
              ) : null}
              <IconButton
                size="small"
                color="inherit"
                aria-label={translate('ra.action.close')}
                onClick={closeThis}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </>
          }
        />
      </Grow>
    </CloseNotificationContext.Provider>
  );
}

const ToastStack = styled(Box, { name: 'Toasts' })(({ theme }) => ({
  position: 'fixed',
  top: TOAST_TOP_PX,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: theme.zIndex.snackbar,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1),
  width: 'max-content',
  maxWidth: 'calc(100vw - 16px)',
  // the page under the empty parts of the stack stays clickable
  pointerEvents: 'none',
  '& .MuiSnackbarContent-root': { pointerEvents: 'auto', flexWrap: 'nowrap' },
  '& .Toast-success': {
    backgroundColor: theme.palette.success.main,
    color: theme.palette.success.contrastText,
  },
  '& .Toast-error': {
    backgroundColor: theme.palette.error.main,
    color: theme.palette.error.contrastText,
  },
  '& .Toast-warning': {
    backgroundColor: theme.palette.warning.main,
    color: theme.palette.warning.contrastText,
  },
  '& .Toast-success .Toast-undo': { color: theme.palette.success.contrastText },
  '& .Toast-info .Toast-undo, & .Toast-error .Toast-undo, & .Toast-warning .Toast-undo': {
    color: theme.palette.primary.light,
  },
  '& .Toast-multiLine': { whiteSpace: 'pre-wrap' },
}));
