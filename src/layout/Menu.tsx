import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { MenuItemLink, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import type { Permissions } from '../access';
import { adminMenu, hubMenu, screenIcon, type MenuGroup, type MenuItem } from '../screens';
import { useMenuKeys } from './menuKeys';

function Entry({ item, nested }: { item: MenuItem; nested?: boolean }) {
  const translate = useTranslate();
  return (
    <MenuItemLink
      to={item.route}
      primaryText={translate(item.labelKey)}
      leftIcon={screenIcon(item.key)}
      sx={nested ? { pl: { sm: 3 } } : undefined}
    />
  );
}

function Group({ group, open, onToggle }: { group: MenuGroup; open: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const label = translate(group.labelKey);
  const menuKeys = useMenuKeys();
  return (
    <>
      <Tooltip title={sidebarOpen ? '' : label} placement="right">
        <ListItemButton onClick={onToggle} aria-expanded={open} data-testid={`menu-group-${group.key}`}>
          <ListItemIcon sx={{ minWidth: 36 }}>{screenIcon(group.key)}</ListItemIcon>
          {sidebarOpen ? <ListItemText primary={label} slotProps={{ primary: { fontWeight: 600 } }} /> : null}
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
      </Tooltip>
      <Collapse in={open} timeout="auto" unmountOnExit>
        {/* react-admin's menu links are menu items: their list is the menu they belong to (WCAG 4.1.2), with
            the menu's keys (arrows, Home, End) */}
        <List component="div" disablePadding dense role="menu" aria-label={label} {...menuKeys}>
          {group.items.map((item) => (
            <Entry key={item.key} item={item} nested />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Admin shell side menu: the groups of the screen registry this user may see, each collapsible. */
export function AdminMenu() {
  const { permissions } = usePermissions<Permissions>();
  const groups = adminMenu(permissions);
  const [closed, setClosed] = useState<Record<string, boolean>>({});
  return (
    <List component="nav" dense sx={{ pt: 1 }} aria-label="main menu">
      {groups.map((group) => (
        <Group
          key={group.key}
          group={group}
          open={!closed[group.key]}
          onToggle={() => setClosed((c) => ({ ...c, [group.key]: !c[group.key] }))}
        />
      ))}
    </List>
  );
}

/** Hub shell side menu: the hub entries only. */
export function HubMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Permissions>();
  const menuKeys = useMenuKeys();
  return (
    <List component="nav" dense sx={{ pt: 1 }} aria-label="hub menu">
      <div role="menu" aria-label={translate('a11y.hubMenu')} {...menuKeys}>
        {hubMenu(permissions).map((item) => (
          <Entry key={item.key} item={item} />
        ))}
      </div>
    </List>
  );
}
