/** The language menu: he, en, ru, ar, each named in itself. */
import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { languageChosen, languages, type Language } from '../state/preferences';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.preferences.language);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: languages.map((lang) => ({ key: lang, label: <span lang={lang}>{t(`shell.languages.${lang}`)}</span> })),
        onClick: ({ key }) => dispatch(languageChosen(key as Language)),
      }}
    >
      {/* Without its text the button needs a name; with it, the text is the name. */}
      <Button type="text" icon={<GlobalOutlined aria-hidden />} aria-label={compact ? t('shell.bar.language') : undefined} title={t('shell.bar.language')}>
        {compact ? null : t(`shell.languages.${language}`)}
      </Button>
    </Dropdown>
  );
}
