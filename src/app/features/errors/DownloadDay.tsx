/**
 * One day's errors as a text file (super-admin/get-logs-file), for a ticket or a developer.
 * The base query shows a refusal as for any call; the file is saved only when it came.
 */
import { DownloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '../../ui/downloadFile';
import { useGetLogsFileMutation } from './serverErrorsApi';

export const apiDayFormat = 'DD/MM/YYYY';

export function DownloadDay() {
  const { t } = useTranslation();
  const [day, setDay] = useState<Dayjs>(() => dayjs());
  const [getLogsFile, { isLoading }] = useGetLogsFileMutation();
  const download = async () => {
    const result = await getLogsFile({ body: { date: day.format(apiDayFormat) } });
    if ('data' in result && result.data !== undefined) {
      downloadFile(result.data, `server-errors-${day.format('YYYY-MM-DD')}.txt`, 'text/plain;charset=utf-8');
    }
  };
  return (
    <Flex gap={8} align="center" wrap>
      <DatePicker
        value={day}
        format={apiDayFormat}
        allowClear={false}
        aria-label={t('serverErrors.download.day')}
        disabledDate={(d) => d.isAfter(dayjs(), 'day')}
        onChange={(d) => d && setDay(d)}
      />
      <Button icon={<DownloadOutlined />} loading={isLoading} onClick={() => void download()}>
        {t('serverErrors.download.button')}
      </Button>
    </Flex>
  );
}
