/**
 * The shell's responsive decisions (section 2) in one place: the desktop menu above 1200 px
 * (antd's xl), otherwise a side drawer 30% wide on lg and md, 50% on sm, 85% on xs; the
 * service-mode bar at the bottom below lg.
 */
import { Grid } from 'antd';

export interface ShellScreens {
  desktopMenu: boolean;
  drawerWidth: string;
  /** Large screens put the service-mode bar at the side, small ones at the bottom. */
  large: boolean;
  /** Phones: the help dial hides while scrolled down. */
  mobile: boolean;
}

export function drawerWidthFor(screens: Partial<Record<'xs' | 'sm' | 'md' | 'lg', boolean>>): string {
  if (screens.lg || screens.md) return '30%';
  if (screens.sm) return '50%';
  return '85%';
}

export function useScreens(): ShellScreens {
  const screens = Grid.useBreakpoint();
  return {
    desktopMenu: Boolean(screens.xl),
    drawerWidth: drawerWidthFor(screens),
    large: Boolean(screens.lg),
    mobile: !screens.md,
  };
}
