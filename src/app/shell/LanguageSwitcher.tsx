/**
 * The language choice: he, en, ru, ar, each named in itself. A native select: it is the
 * best picker on phones, reads right-to-left by itself, and keeps /login light.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../state/hooks';
import { languageChosen, languages, type Language } from '../state/preferences';
import { useThemeTokens } from '../ui/themeTokens';

export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const dispatch = useAppDispatch();
  const language = useAppSelector((s) => s.preferences.language);
  const id = useId();
  return (
    // Never squeezed by a crowded bar: a squeezed native select cuts its text.
    <div style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 'none' }}>
      <label htmlFor={id} title={t('shell.bar.language')} style={{ display: 'flex', color: token.colorText }}>
        <GlobalOutlined aria-hidden />
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>{t('shell.bar.language')}</span>
      </label>
      <select
        id={id}
        value={language}
        onChange={(e) => dispatch(languageChosen(e.target.value as Language))}
        style={{
          border: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
          cursor: 'pointer',
          // As wide as its longest language name: a fixed 64 px cut "English" short.
          maxWidth: 'none',
          paddingInline: compact ? 0 : undefined,
        }}
      >
        {languages.map((lang) => (
          <option key={lang} value={lang} lang={lang} style={{ color: '#000' }}>
            {t(`shell.languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
