import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, useLocation } from 'react-router';
import type { StaffRole } from '@backoffice/contract';
import { isGroup, isWithin, visibleNavItems, type NavGroup, type NavLink } from './nav-items';
import { setGroupOpen, useRememberedGroup } from './sidebar-groups';

/** Dense entries, so the whole menu fits a 768 px high screen with its groups closed. */
const itemSx = { borderRadius: 2, mx: 1, py: 0.25 };
const textProps = { primary: { fontSize: 14 } };

function SidebarLink({ item, nested = false, onNavigate }: { item: NavLink; nested?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = item.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton
        component={RouterLink}
        to={item.to}
        onClick={onNavigate}
        sx={{
          ...itemSx,
          pl: nested ? 4 : 2,
          '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText', '& svg': { color: 'inherit' } },
        }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(item.labelKey)} slotProps={textProps} />
      </ListItemButton>
    </ListItem>
  );
}

function SidebarGroup({ group, onNavigate }: { group: NavGroup; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  const holdsCurrent = group.children.some((child) => isWithin(pathname, child.to));
  const isOpen = useRememberedGroup(group.labelKey) ?? holdsCurrent;
  // Reaching one of its screens (on load, by a link elsewhere, by the address bar) opens the group, so the
  // current entry is never hidden; the user may close it again until the next such visit.
  useEffect(() => {
    if (holdsCurrent) setGroupOpen(group.labelKey, true);
  }, [pathname, holdsCurrent, group.labelKey]);
  const Icon = group.icon;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setGroupOpen(group.labelKey, !isOpen)} sx={itemSx} aria-expanded={isOpen} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(group.labelKey)} slotProps={textProps} />
        {isOpen ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          {group.children.map((child) => (
            <SidebarLink key={child.to} item={child} nested onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/** The main navigation: a list of links (groups hold their own list), reachable by Tab. */
export function Sidebar({ role, onNavigate }: { role: StaffRole | undefined; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('common.mainNavigation')}>
      <List sx={{ py: 1 }}>
        {visibleNavItems(role).map((item) =>
          isGroup(item) ? (
            <SidebarGroup key={item.labelKey} group={item} onNavigate={onNavigate} />
          ) : (
            <SidebarLink key={item.to} item={item} onNavigate={onNavigate} />
          ),
        )}
      </List>
    </Box>
  );
}
