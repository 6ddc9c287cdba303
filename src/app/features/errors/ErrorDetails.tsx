/** The expanded row: which request failed, and its stack, read left to right whatever the page's direction. */
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServerErrorEntry } from './serverErrorsApi';

export function ErrorDetails({ entry }: { entry: ServerErrorEntry }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      items={[
        { key: 'requestId', label: t('serverErrors.details.requestId'), children: <Typography.Text code copyable dir="ltr">{entry.requestId}</Typography.Text> },
        { key: 'request', label: t('serverErrors.details.request'), children: <bdi dir="ltr">{`${entry.method} ${entry.path}`}</bdi> },
        {
          key: 'stack',
          label: t('serverErrors.details.stack'),
          children: entry.stack ? (
            <pre dir="ltr" aria-label={t('serverErrors.details.stack')} style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontSize: 12, textAlign: 'left' }}>
              {entry.stack}
            </pre>
          ) : (
            t('serverErrors.details.noStack')
          ),
        },
      ]}
    />
  );
}
