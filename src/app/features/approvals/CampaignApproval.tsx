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
  const row = (key: string, value: string | number | undefined, label = t(`approvals.fields.${key}`)) =>
    value === undefined || value === '' ? [] : [{ key, label, children: typeof value === 'number' ? format.number(value) : value }];
  // A message keeps its line breaks.
  const text = (key: string, value: string | undefined, label?: string) => row(key, value, label).map((item) => ({ ...item, children: <span style={{ whiteSpace: 'pre-wrap' }}>{item.children}</span> }));
  const items = [
    ...row('campaignName', campaign.campaign_name),
    // An A/B test: each version as it goes out, not the costliest one the campaign keeps as its content.
    ...(approval.variants?.length ? approval.variants.flatMap((version, i) => text(`variant${i + 1}`, version, t('approvals.fields.variant', { n: i + 1 }))) : text('message', campaign.smsContent)),
    ...row('recipients', approval.recipients),
    ...row('credits', approval.credits),
    ...row('sendTime', campaign.startDate),
    ...row('sender', campaign.sourceNumber),
  ];
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
