/** An unknown link, or one whose subject is gone: said plainly, without an error modal. */
import { Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';

export function LinkInvalid() {
  const { t } = useTranslation();
  return (
    <Flex justify="center" style={{ paddingBlock: 48, paddingInline: 16 }}>
      <Result status="warning" title={t('approvals.page.linkInvalidTitle')} subTitle={t('approvals.page.linkInvalidText')} style={{ maxWidth: 640, width: '100%' }} />
    </Flex>
  );
}
