/**
 * The menu table rendered with antd: a horizontal bar on desktops, inline in the side drawer
 * otherwise. Pages of a later version show disabled with a tooltip and never link anywhere.
 */
import {
  BarChartOutlined, ContactsOutlined, ControlOutlined, InfoCircleOutlined, MailOutlined, SendOutlined, SettingOutlined, TeamOutlined, WalletOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Menu, theme, Tooltip, type MenuProps } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isBuilt } from '../router/routes';
import { isSessionValid } from '../state/session';
import { useAppSelector } from '../state/hooks';
import { visibleMenu, type MenuAction, type MenuGroupKey, type VisibleMenuGroup, type VisibleMenuItem } from './menu';
import { useBrand } from '../ui/useBrand';

type MenuItems = NonNullable<MenuProps['items']>;

const groupIcons: Record<MenuGroupKey, ReactNode> = {
  campaigns: <SendOutlined aria-hidden />,
  reports: <BarChartOutlined aria-hidden />,
  users: <TeamOutlined aria-hidden />,
  contactsList: <ContactsOutlined aria-hidden />,
  landingPageNewsletter: <MailOutlined aria-hidden />,
  settings: <SettingOutlined aria-hidden />,
  info: <InfoCircleOutlined aria-hidden />,
  appManagement: <ControlOutlined aria-hidden />,
  credits: <WalletOutlined aria-hidden />,
};

/** Groups that are one action show as one top-level item, not a submenu of one. */
const singleItemGroups: readonly MenuGroupKey[] = ['landingPageNewsletter', 'credits'];

const itemKey = (item: VisibleMenuItem) => `item:${item.key}`;

/** The menu of the signed-in viewer in the current mode. */
export function useVisibleMenu(): VisibleMenuGroup[] {
  const session = useAppSelector((s) => s.session);
  const mode = useAppSelector((s) => s.serviceMode.mode);
  const brand = useBrand();
  const user = isSessionValid(session, Date.now()) ? session.user : null;
  return visibleMenu({ user, mode, rules: brand?.routeRules }, brand, isBuilt);
}

export interface AppMenuProps {
  mode: 'horizontal' | 'inline';
  onAction: (action: MenuAction) => void;
  /** Called after any choice (the drawer closes). */
  onChosen?: () => void;
}

export function AppMenu({ mode, onAction, onChosen }: AppMenuProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const groups = useVisibleMenu();

  const itemOf = (item: VisibleMenuItem, icon?: ReactNode): MenuItems[number] => {
    const label = t(`shell.menu.items.${item.key}`);
    // Group and item names may meet ("settings"), so the menu's keys say which is which.
    const key = itemKey(item);
    switch (item.kind) {
      case 'page':
        return item.disabled
          ? { key, icon, disabled: true, label: <Tooltip title={t('shell.menu.notAvailable')}><span>{label}</span></Tooltip> }
          : { key, icon, label: <Link to={item.href}>{label}</Link> };
      case 'external':
        return { key, icon, label: <a href={item.url} target="_blank" rel="noopener noreferrer">{label}</a> };
      case 'action':
        return { key, icon, label, onClick: () => onAction(item.action) };
    }
  };

  const items: MenuItems = groups.map((group) =>
    singleItemGroups.includes(group.key) && group.items.length === 1
      ? itemOf(group.items[0], groupIcons[group.key])
      : { key: `group:${group.key}`, icon: groupIcons[group.key], label: t(`shell.menu.groups.${group.key}`), children: group.items.map((item) => itemOf(item)) },
  );

  const selected = groups.flatMap((g) => g.items).filter((item) => item.kind === 'page' && !item.disabled && pathname === item.href.split('?')[0]);

  // The chosen item keeps the normal text colour (the brand colour is too light for text on
  // white); the selection marker shows which one it is.
  const menuTheme = useMemo(() => ({ components: { Menu: { itemSelectedColor: token.colorText, horizontalItemSelectedColor: token.colorText } } }), [token.colorText]);
  return (
    <ConfigProvider theme={menuTheme}>
      <Menu
        mode={mode}
        items={items}
        selectedKeys={selected.map(itemKey)}
        onClick={() => onChosen?.()}
        aria-label={t('shell.menu.label')}
        style={{ borderBottom: 'none', borderInlineEnd: 'none', flex: 1, minWidth: 0, background: 'transparent' }}
      />
    </ConfigProvider>
  );
}
