/**
 * /setting-system/:section? (section 2): the super-administrators' and system managers' levers,
 * one screen per section, listed beside it. Only the screens whose calls the viewer may make are
 * listed or opened; the bare address opens the first of them.
 */
import { Flex, Menu, Typography } from 'antd';
import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { useMayUse } from '../../state/useMayUse';
import { PageLoading } from '../../ui/PageLoading';
import { sectionOf, sections, type SettingSystemSection, type SettingsSection } from './sections';

const screens = new Map<SettingSystemSection, LazyExoticComponent<ComponentType>>();
const screenOf = (section: SettingsSection) => {
  if (!screens.has(section.key)) screens.set(section.key, lazy(section.load!));
  return screens.get(section.key)!;
};

export default function SystemSettingsPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('systemSettings');
  const mayUse = useMayUse();
  const navigate = useNavigate();
  const { section: key } = useParams();
  const open = useMemo(() => sections.filter((s) => s.load && mayUse(s.call)), [mayUse]);
  const section = sectionOf(key);

  if (!key) return open.length > 0 ? <Navigate replace to={href('settingSystem', { section: open[0].key })} /> : <Navigate replace to={href('forbidden')} />;
  if (!section?.load) return <Navigate replace to={href('notFound')} />;
  if (!mayUse(section.call)) return <Navigate replace to={href('forbidden')} />;
  if (!textsReady) return <PageLoading />;
  const Screen = screenOf(section);

  return (
    <Flex gap={24} style={{ padding: 24 }} wrap>
      <nav aria-label={t('systemSettings.page.title')} style={{ minWidth: 220 }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {t('systemSettings.page.title')}
        </Typography.Title>
        <Menu
          mode="inline"
          selectedKeys={[section.key]}
          items={open.map((s) => ({ key: s.key, label: t(`systemSettings.sections.${s.key}`) }))}
          onClick={({ key: next }) => {
            navigate(href('settingSystem', { section: next }));
          }}
        />
      </nav>
      <section style={{ flex: 1, minWidth: 320 }}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t(`systemSettings.sections.${section.key}`)}
        </Typography.Title>
        <Suspense fallback={<PageLoading />}>
          <Screen />
        </Suspense>
      </section>
    </Flex>
  );
}
