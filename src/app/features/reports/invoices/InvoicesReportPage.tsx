/**
 * /invoices-report (sections 2 and 6, administrators only; the route's rule refuses others):
 * the account's invoices and receipts; open a document's PDF, or delete its file after asking.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteInvoiceOrReceiptFileMutation, useGetReportPageQuery, type Invoice } from '../../../api/generated/reports';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { confirm } from '../../../state/confirmModal';
import { useAppDispatch } from '../../../state/hooks';
import { downloadFile } from '../../../ui/downloadFile';
import { PageLoading } from '../../../ui/PageLoading';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { DateRangeFilter } from '../shared/ReportFilters';
import { ReportLayout } from '../shared/ReportLayout';
import { useReportParams } from '../shared/useReportParams';
import { useFetchFile } from '../../../ui/fetchFile';
import { invoiceFileName, invoiceRowsOf, invoicesRouteName } from './invoiceRows';
import { InvoicesTable } from './InvoicesTable';
import { DeleteInvoiceOrReceiptFile } from '../../../../contract/statusCodes';

export default function InvoicesReportPage() {
  const { t } = useTranslation();
  const textsReady = useFeatureTexts('reports');
  const dispatch = useAppDispatch();
  const { number } = useNumberFormat();
  const report = useReportParams();
  const { data, isLoading, isFetching, refetch } = useGetReportPageQuery({ routeName: invoicesRouteName, body: report.request });
  const [deleteFile] = useDeleteInvoiceOrReceiptFileMutation();
  const fetchFile = useFetchFile();
  const rows = invoiceRowsOf(data);
  const total = data?.data?.pageInfo?.total ?? rows.length;

  const onOpen = useCallback(
    (invoice: Invoice) => {
      if (invoice.id === undefined || !invoice.type) return;
      void fetchFile({ path: `/reports/${invoice.type}/${invoice.id}`, operationId: 'getInvoiceOrReceiptFile' }).then((file) => {
        if (!file) return;
        const url = URL.createObjectURL(new Blob([file.blob], { type: 'application/pdf' }));
        // The browser's own PDF viewer shows and prints it; a blocked pop-up saves it instead.
        if (!window.open(url, '_blank')) downloadFile(file.blob, file.fileName ?? invoiceFileName(invoice), 'application/pdf');
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      });
    },
    [fetchFile],
  );

  const askToDelete = useCallback(
    async (invoice: Invoice) => {
      if (invoice.id === undefined || !invoice.type) return;
      const answer = await dispatch(
        confirm({ type: 'confirm', title: 'reports.invoicesPage.deleteTitle', message: `reports.invoicesPage.deleteConfirm.${invoice.type}`, messageValues: { period: invoice.period ?? '' } }),
      );
      if (answer !== true) return;
      const result = await deleteFile({ body: { invoiceId: invoice.id, type: invoice.type } }).unwrap();
      // The base query already said how it went; the table shows the documents as they are now.
      if (result.data?.status === DeleteInvoiceOrReceiptFile.fileDeleted) refetch();
    },
    [dispatch, deleteFile, refetch],
  );
  const onDelete = useCallback((invoice: Invoice) => void askToDelete(invoice).catch(() => undefined), [askToDelete]);

  if (!textsReady || isLoading) return <PageLoading />;

  return (
    <ReportLayout
      title={t('reports.invoicesPage.title')}
      intro={t('reports.invoicesPage.intro')}
      filters={<DateRangeFilter params={report} />}
      summary={t('reports.invoicesPage.total', { count: number(total) })}
    >
      <InvoicesTable rows={rows} total={total} loading={isFetching} report={report} onOpen={onOpen} onDelete={onDelete} />
    </ReportLayout>
  );
}
