/** A produced report whose delivery waits: which report, how big, and where it would go. */
import { useTranslation } from 'react-i18next';
import { useApproveReportMutation, useGetApproveReportDataQuery } from '../../api/generated/main';
import { PageLoading } from '../../ui/PageLoading';
import { useNumberFormat } from '../../ui/useNumberFormat';
import { ApprovalLayout } from './ApprovalLayout';
import { LinkInvalid } from './LinkInvalid';

export function ReportApproval({ hash }: { hash: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const { data, isLoading, isError, refetch } = useGetApproveReportDataQuery({ id: hash });
  const [decide, { isLoading: deciding }] = useApproveReportMutation();
  if (isLoading) return <PageLoading />;
  const approval = data?.data;
  if (isError || !approval) return <LinkInvalid />;
  const row = (key: string, value: string | undefined) => (value ? [{ key, label: t(`approvals.fields.${key}`), children: value }] : []);
  const items = [
    ...row('reportName', approval.reportName),
    ...row('rows', approval.rows === undefined ? undefined : format.number(approval.rows)),
    ...row('sendTo', approval.sendTo),
  ];
  return (
    <ApprovalLayout
      titleKey="approvals.page.reportTitle"
      request={approval}
      items={items}
      deciding={deciding}
      onDecide={(approve, reason) => {
        void decide({ body: { id: hash, approve, ...(reason ? { reason } : {}) } }).then(() => refetch());
      }}
    />
  );
}
