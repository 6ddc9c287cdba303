/** A sender name an account asked for: the name and who asked. */
import { useTranslation } from 'react-i18next';
import { useApproveSourceNumberTextMutation, useGetApproveSourceNumberTextQuery } from '../../api/generated/main';
import { PageLoading } from '../../ui/PageLoading';
import { ApprovalLayout } from './ApprovalLayout';
import { LinkInvalid } from './LinkInvalid';

export function SourceNameApproval({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const { data, isLoading, isError, refetch } = useGetApproveSourceNumberTextQuery({ id: hash });
  const [decide, { isLoading: deciding }] = useApproveSourceNumberTextMutation();
  if (isLoading) return <PageLoading />;
  const approval = data?.data;
  if (isError || !approval) return <LinkInvalid />;
  const items = approval.sourceName ? [{ key: 'sourceName', label: t('approvals.fields.sourceName'), children: <bdi dir="ltr">{approval.sourceName}</bdi> }] : [];
  return (
    <ApprovalLayout
      titleKey="approvals.page.sourceNameTitle"
      request={approval}
      items={items}
      deciding={deciding}
      onDecide={(approve, reason) => {
        void decide({ body: { id: hash, approve, ...(reason ? { reason } : {}) } }).then(() => refetch());
      }}
    />
  );
}
