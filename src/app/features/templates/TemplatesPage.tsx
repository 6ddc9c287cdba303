/**
 * /templates/:templateId? (sections 2, 5, 7): the account's message templates with dynamic
 * fields. /templates lists them, /templates/new creates one, /templates/{id} edits one; "use
 * in campaign" opens the composer with the template as router state ({ templateId }).
 */
import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useDeleteTemplateMutation, useGetTemplatesQuery, useSaveTemplateMutation, type Template } from '../../api/generated/templates';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { TemplateForm, type TemplateValues } from './components/TemplateForm';
import { TemplateTable } from './components/TemplateTable';
import './templatesApi';
import { DeleteTemplate, SaveTemplate } from '../../../contract/statusCodes';

/** What the composer reads from the router state when it opens with a template (it cannot import this feature, so the shape is agreed, not shared). */
interface CampaignFromTemplateState {
  templateId: number;
}

const emptyTemplate: TemplateValues = { name: '', content: '' };

export default function TemplatesPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('templates');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { templateId } = useParams();
  const { data, isLoading, isFetching } = useGetTemplatesQuery();
  const [saveTemplate, { isLoading: saving }] = useSaveTemplateMutation();
  const [deleteTemplate] = useDeleteTemplateMutation();
  const templates = data?.data ?? [];
  const isNew = templateId === 'new';
  const editing = !isNew && templateId ? templates.find((item) => String(item.templateId) === templateId) : undefined;

  const openTemplate = useCallback((item: Template) => navigate(href('templates', { templateId: item.templateId })), [navigate]);
  const openInCampaign = useCallback(
    (item: Template) => {
      if (item.templateId === undefined) return;
      const state: CampaignFromTemplateState = { templateId: item.templateId };
      navigate(href('campaign'), { state });
    },
    [navigate],
  );
  const askToDelete = useCallback(
    async (item: Template) => {
      if (item.templateId === undefined) return;
      const answer = await dispatch(
        confirm({ type: 'confirm', title: 'templates.delete.title', message: 'templates.delete.confirm', messageValues: { name: item.name ?? '' } }),
      );
      if (answer !== true) return;
      const result = await deleteTemplate({ id: item.templateId }).unwrap();
      // The base query tells the outcome; the page only leaves a template that is gone.
      if (result.data?.status === DeleteTemplate.deleted && String(item.templateId) === templateId) navigate(href('templates'), { replace: true });
    },
    [dispatch, deleteTemplate, navigate, templateId],
  );
  const onDelete = useCallback((item: Template) => void askToDelete(item).catch(() => undefined), [askToDelete]);

  const save = async (values: TemplateValues) => {
    const result = await saveTemplate({ templateId: editing?.templateId ?? -1, body: values })
      .unwrap()
      .catch(() => undefined);
    const savedId = result?.data?.tmpl_id;
    if (result?.data?.status === SaveTemplate.saved && isNew && savedId !== undefined) navigate(href('templates', { templateId: savedId }), { replace: true });
  };

  if (!textsReady || isLoading) return <PageLoading />;

  const editorTitle = isNew ? t('templates.form.newTitle') : t('templates.form.editTitle', { name: editing?.name ?? '' });
  const missing = Boolean(templateId) && !isNew && !editing;

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('templates.page.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('templates.page.intro')}</Typography.Text>
        </Flex>
        {!isNew && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(href('templates', { templateId: 'new' }))}>
            {t('templates.page.new')}
          </Button>
        )}
      </Flex>
      {missing && !isFetching && (
        <Alert type="warning" showIcon title={t('templates.page.notFound')} description={<Link to={href('templates')}>{t('templates.page.backToList')}</Link>} />
      )}
      {(isNew || editing) && (
        <Card title={<Typography.Title level={3} style={{ margin: 0, fontSize: 18 }}>{editorTitle}</Typography.Title>}>
          <TemplateForm
            // A fresh form per template, so switching templates never keeps the previous one's text.
            key={templateId}
            initial={editing ? { name: editing.name ?? '', content: editing.content ?? '' } : emptyTemplate}
            isNew={isNew}
            saving={saving}
            onSave={(values) => void save(values)}
            onCancel={() => navigate(href('templates'))}
            onUse={editing ? () => openInCampaign(editing) : undefined}
          />
        </Card>
      )}
      <TemplateTable templates={templates} loading={isFetching} onEdit={openTemplate} onUse={openInCampaign} onDelete={onDelete} />
    </Flex>
  );
}
