/**
 * A brand's logo or agreement (white-label-image): the file goes through the API's own call,
 * which checks it by content; the outcome is the status table's.
 */
import { Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadWhiteLabelImageMutation } from '../../../../api/generated/superAdmin';

const accepted = { logo: '.png,.jpg,.jpeg,.svg', approvalFile: '.pdf' } as const;

export function BrandFileUpload({ brandId, kind }: { brandId: number; kind: keyof typeof accepted }) {
  const { t } = useTranslation();
  const [upload, uploading] = useUploadWhiteLabelImageMutation();
  return (
    <Upload
      accept={accepted[kind]}
      showUploadList={false}
      beforeUpload={(file) => {
        void upload({ body: { brandId, kind, file } }).unwrap().catch(() => undefined);
        return false;
      }}
    >
      <Button size="small" icon={<UploadOutlined aria-hidden />} loading={uploading.isLoading}>
        {t(kind === 'logo' ? 'settingsBrands.brands.uploadLogo' : 'settingsBrands.brands.uploadAgreement')}
      </Button>
    </Upload>
  );
}
