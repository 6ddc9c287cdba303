/**
 * What shows while a page's code arrives: three dots in the primary colour, announced as
 * loading. Lighter than antd's Spin, which would load with every first visit.
 */
import { useThemeTokens } from './themeTokens';
import { useTranslation } from 'react-i18next';

const keyframes = '@keyframes page-loading { 0%, 80%, 100% { opacity: 0.2 } 40% { opacity: 1 } }';

export function PageLoading() {
  const { t } = useTranslation();
  const token = useThemeTokens();
  const dot = (delay: number) => (
    <span style={{ width: 10, height: 10, borderRadius: '50%', background: token.colorPrimary, animation: `page-loading 1.2s ${delay}s infinite ease-in-out` }} />
  );
  return (
    <div role="status" aria-label={t('common.status.loading')} data-page-loading="" style={{ display: 'flex', justifyContent: 'center', gap: 8, paddingBlock: '20vh' }}>
      <style>{keyframes}</style>
      {dot(0)}
      {dot(0.2)}
      {dot(0.4)}
    </div>
  );
}
