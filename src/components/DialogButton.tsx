import { useState, type ReactElement, type ReactNode } from 'react';
import { Button } from 'react-admin';

/**
 * Row action: a button (the row's click not triggered) that opens the given dialog or drawer,
 * `children(open, close)`.
 */
export function DialogButton({
  label,
  icon,
  children,
}: {
  /** i18n key of the button. */
  label: string;
  icon: ReactElement;
  children: (open: boolean, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        label={label}
        onClick={(e) => {
          e.stopPropagation();
          setOpen(true);
        }}
      >
        {icon}
      </Button>
      {children(open, () => setOpen(false))}
    </>
  );
}
