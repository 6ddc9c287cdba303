/**
 * /track-drafts (sections 2 and 4): the account's draft campaigns. Opening one loads it into
 * the composer (/campaign/{campaignId}); deleting asks first. A saved draft lands here.
 */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useDeleteDraftCampaignMutation, useGetDraftsCampaignsQuery, type Draft } from '../../api/generated/campaigns';
import { useFeatureTexts } from '../../i18n/useFeatureTexts';
import { href } from '../../router/paths';
import { confirm } from '../../state/confirmModal';
import { useAppDispatch } from '../../state/hooks';
import { PageLoading } from '../../ui/PageLoading';
import { DraftsTable } from './components/DraftsTable';
import './draftsApi';

export default function DraftsPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('drafts');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, isLoading, isFetching } = useGetDraftsCampaignsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [deleteDraft] = useDeleteDraftCampaignMutation();
  const drafts = data?.data ?? [];

  const onOpen = useCallback((draft: Draft) => navigate(href('campaign', { campaignId: draft.campaignId })), [navigate]);
  const askToDelete = useCallback(
    async (draft: Draft) => {
      const answer = await dispatch(confirm({ type: 'confirm', title: 'drafts.delete.title', message: 'drafts.delete.confirm', messageValues: { name: draft.campaignName } }));
      if (answer !== true) return;
      // The base query tells the outcome; the list refreshes through its tag.
      await deleteDraft({ body: { campaignId: draft.campaignId } }).unwrap();
    },
    [dispatch, deleteDraft],
  );
  const onDelete = useCallback((draft: Draft) => void askToDelete(draft).catch(() => undefined), [askToDelete]);

  if (!textsReady || isLoading) return <PageLoading />;

  const newCampaign = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => navigate(href('campaign'))}>
      {t('drafts.page.newCampaign')}
    </Button>
  );

  return (
    <Flex vertical gap={16} style={{ padding: 24 }}>
      <Flex justify="space-between" align="start" gap={12} wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('drafts.page.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('drafts.page.intro')}</Typography.Text>
        </Flex>
        {drafts.length > 0 && newCampaign}
      </Flex>
      {drafts.length === 0 && !isFetching ? (
        <Empty description={t('drafts.page.empty')} style={{ paddingBlock: 48 }}>
          {newCampaign}
        </Empty>
      ) : (
        <DraftsTable drafts={drafts} loading={isFetching} onOpen={onOpen} onDelete={onDelete} />
      )}
    </Flex>
  );
}
