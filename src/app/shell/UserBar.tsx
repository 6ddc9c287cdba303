/**
 * The signed-in bar (section 2): logo, menu (on the bar above 1200 px, in a side drawer
 * below), the user's name with a primary-user icon for admins, buy package, language,
 * theme and logout.
 */
import { CrownFilled, LogoutOutlined, MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Layout, theme, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAdmin } from '../../domain/access';
import type { User } from '../api/generated/main';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { logout } from '../state/logout';
import { AppMenu } from './AppMenu';
import { barStyle } from './barStyle';
import { BrandLogo } from './BrandLogo';
import { BuyPackageButton } from './BuyPackageButton';
import { fullNameOf } from './fullName';
import { LanguageSwitcher } from './LanguageSwitcher';
import type { MenuAction } from './menu';
import { ThemeSwitch } from './ThemeSwitch';
import { useSides } from '../ui/useDirection';
import { useScreens } from './useScreens';


function UserName({ user }: { user: User }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex align="center" gap={6} style={{ minWidth: 0 }}>
      {isAdmin(user) && (
        <Tooltip title={t('shell.bar.primaryUser')}>
          <CrownFilled role="img" aria-label={t('shell.bar.primaryUser')} style={{ color: token.colorWarning }} />
        </Tooltip>
      )}
      <Typography.Text strong ellipsis style={{ maxWidth: 200 }}>
        {fullNameOf(user)}
      </Typography.Text>
    </Flex>
  );
}

export function UserBar({ onMenuAction }: { onMenuAction: (action: MenuAction) => void }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.session.user);
  const { desktopMenu, drawerWidth, mobile } = useScreens();
  const { start } = useSides();
  const [drawerOpen, setDrawerOpen] = useState(false);
  if (!user) return null;

  return (
    <Layout.Header style={barStyle(token)}>
      {!desktopMenu && (
        <Button type="text" icon={<MenuOutlined />} aria-label={t('shell.bar.openMenu')} aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)} />
      )}
      <BrandLogo />
      {desktopMenu ? <AppMenu mode="horizontal" onAction={onMenuAction} /> : <Flex flex={1} />}
      {!mobile && <UserName user={user} />}
      <BuyPackageButton compact={mobile} />
      <LanguageSwitcher compact />
      <ThemeSwitch />
      <Button type="text" icon={<LogoutOutlined />} onClick={() => dispatch(logout())} aria-label={t('shell.bar.logout')}>
        {mobile ? null : t('shell.bar.logout')}
      </Button>
      {!desktopMenu && (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          placement={start}
          size={drawerWidth}
          title={<UserName user={user} />}
          styles={{ body: { padding: 0 } }}
        >
          <AppMenu
            mode="inline"
            onAction={(action) => {
              setDrawerOpen(false);
              onMenuAction(action);
            }}
            onChosen={() => setDrawerOpen(false)}
          />
        </Drawer>
      )}
    </Layout.Header>
  );
}
