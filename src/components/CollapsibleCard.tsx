import { useState, type ReactNode } from 'react';
import { Card, CardContent, CardHeader, Collapse, IconButton, type SxProps, type Theme } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import { useTranslate } from 'react-admin';

export interface CollapsibleCardProps {
  /** i18n key of the card title; its text is also the accessible name of the fold button. */
  title: string;
  /** Initial state when uncontrolled. */
  defaultOpen?: boolean;
  /** Controlled state (with onOpenChange). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Keep the content mounted while folded (its state survives closing the card). */
  keepMounted?: boolean;
  /** Put the children straight into the fold, without the padded CardContent (e.g. a list). */
  disableContentPadding?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A card whose header (title and an expand/collapse button) folds its content. */
export function CollapsibleCard({
  title,
  defaultOpen = false,
  open: controlledOpen,
  onOpenChange,
  keepMounted = false,
  disableContentPadding = false,
  sx,
  children,
}: CollapsibleCardProps) {
  const translate = useTranslate();
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const open = controlledOpen ?? ownOpen;
  const toggle = () => {
    if (controlledOpen === undefined) setOwnOpen(!open);
    onOpenChange?.(!open);
  };
  const label = translate(title);
  return (
    <Card sx={sx}>
      <CardHeader
        title={label}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }}
        onClick={toggle}
        sx={{ cursor: 'pointer', py: 1 }}
        action={
          <IconButton aria-expanded={open} aria-label={label}>
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        }
      />
      <Collapse in={open} unmountOnExit={!keepMounted}>
        {disableContentPadding ? children : <CardContent sx={{ pt: 0 }}>{children}</CardContent>}
      </Collapse>
    </Card>
  );
}
