/** A held campaign: what would go out, to how many, when and from whom, and its cost. */
import { useTranslation } from 'react-i18next';
import { useApproveCampaignMutation, useGetApproveCampaignDataQuery } from '../../api/generated/main';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { ApprovalLayout } from './ApprovalLayout';
import { LinkInvalid } from './LinkInvalid';

export function CampaignApproval({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { data, isLoading, isError, refetch } = useGetApproveCampaignDataQuery({ id: hash });
  const [decide, { isLoading: deciding }] = useApproveCampaignMutation();
  if (isLoading) return <PageLoading />;
  const approval = data?.data;
  if (isError || !approval) return <LinkInvalid />;
  const campaign = approval.campaign ?? {};
  const row = (key: string, value: string | number | undefined) =>
    value === undefined || value === '' ? [] : [{ key, label: t(`approvals.fields.${key}`), children: typeof value === 'number' ? format.number(value) : value }];
  const items = [
    ...row('campaignName', campaign.campaign_name),
    ...row('message', campaign.smsContent),
    ...row('recipients', approval.recipients),
    ...row('credits', approval.credits),
    ...row('sendTime', campaign.startDate),
    ...row('sender', campaign.sourceNumber),
  ].map((item) => (item.key === 'message' ? { ...item, children: <span style={{ whiteSpace: 'pre-wrap' }}>{item.children}</span> } : item));
  return (
    <ApprovalLayout
      titleKey="approvals.page.campaignTitle"
      request={approval}
      items={items}
      reason={approval.reason}
      deciding={deciding}
      onDecide={(approve, reason) => {
        // The outcome is said by the status table; the page then shows the request as decided.
        void decide({ body: { id: hash, approve, ...(reason ? { reason } : {}) } }).then(() => refetch());
      }}
    />
  );
}
