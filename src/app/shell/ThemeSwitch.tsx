/** Light (default) or dark theme, kept locally. */
import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { themeChosen } from '../state/preferences';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dark = useAppSelector((s) => s.preferences.theme === 'dark');
  return (
    <Switch
      checked={dark}
      onChange={(checked) => dispatch(themeChosen(checked ? 'dark' : 'light'))}
      checkedChildren={<MoonOutlined />}
      unCheckedChildren={<SunOutlined />}
      aria-label={t('shell.bar.darkTheme')}
      title={t('shell.bar.darkTheme')}
    />
  );
}
