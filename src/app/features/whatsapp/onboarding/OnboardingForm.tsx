/**
 * The WhatsApp onboarding form (section 3; create-user, multipart): the client, the business,
 * the number to verify (own) or the pool number, and the documents. The browser checks what
 * the contract asks (lengths, nine-digit ids, the picture at least 400×400, files up to 16MB);
 * what the server refuses (section 8, codes -10 to -16) shows under its field.
 */
import { Button, Col, Form, Input, Radio, Row } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useGetWhatsappPoolNumberQuery, useWhatsappCreateUserMutation, type WhatsappCreateUserApiArg } from '../../../api/generated/whatsapp';
import { WhatsappCreateUser } from '../../../../contract/statusCodes';
import { ensureTexts } from '../../../i18n/i18n';
import { useAppDispatch } from '../../../state/hooks';
import { notify } from '../../../state/notifications';
import { isTooLarge, profilePictureProblem } from '../whatsappFiles';
import { onboardingOutcome } from './onboardingOutcome';

type Body = WhatsappCreateUserApiArg['body'];
interface Values extends Omit<Body, 'birthday'> {
  birthday: string;
}

const fileFields = ['profilePicture', 'logo', 'idFile', 'licensedDealerCertificate', 'taxAuthorization'] as const;
type FileField = (typeof fileFields)[number];
const requiredFiles = new Set<FileField>(['profilePicture', 'idFile']);

/** dd/mm/yyyy as the user types it; the contract takes the digits only (slashes removed). */
export const birthdayDigits = (typed: string): string => typed.replace(/[/.\-\s]/g, '');

export function OnboardingForm({ onSubmitted }: { onSubmitted?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<Values>();
  const ownNumber = Form.useWatch('ownNumber', form) ?? true;
  const pool = useGetWhatsappPoolNumberQuery(undefined, { skip: ownNumber });
  const [createUser, creating] = useWhatsappCreateUserMutation();

  const required = (key: string): Rule => ({ required: true, whitespace: true, message: t(`whatsapp.onboarding.errors.${key}`) });
  const length = (key: string, min: number, max: number): Rule => ({ min, max, message: t(`whatsapp.onboarding.errors.${key}`) });
  const nineDigits = (key: string): Rule => ({ pattern: /^\d{9}$/, message: t(`whatsapp.onboarding.errors.${key}`) });
  const fileRule = (field: FileField): Rule => ({
    validator: async (_rule, file: File | undefined) => {
      if (!file) {
        if (requiredFiles.has(field)) throw new Error(t('whatsapp.onboarding.errors.fileRequired'));
        return;
      }
      const problem = field === 'profilePicture' ? await profilePictureProblem(file) : isTooLarge(file) ? 'whatsapp.files.tooLarge' : null;
      if (problem) throw new Error(t(problem));
    },
  });

  const submit = async (values: Values) => {
    const body: Body = {
      ...values,
      birthday: birthdayDigits(values.birthday),
      ...(values.ownNumber ? { poolNumber: undefined } : { numberToVerify: undefined, poolNumber: pool.data?.data?.poolNumber ?? undefined }),
    };
    const answer = await createUser({ body }).unwrap().catch(() => undefined);
    const status = answer?.data?.status;
    const { field, message } = onboardingOutcome(status);
    if (message) {
      await ensureTexts([message.key]).catch(() => undefined);
      if (field) form.setFields([{ name: field, errors: [t(message.key)] }]);
      else dispatch(notify({ severity: message.severity, message: message.key }));
    }
    if (status === WhatsappCreateUser.submitted) {
      form.resetFields();
      onSubmitted?.();
    }
  };

  const text = (name: keyof Values, rules: Rule[], props: { dir?: 'ltr' | 'auto'; inputMode?: 'numeric' | 'email' | 'url' } = {}) => (
    <Col xs={24} md={12}>
      <Form.Item name={name} label={t(`whatsapp.onboarding.fields.${name}`)} rules={rules}>
        <Input dir={props.dir ?? 'auto'} inputMode={props.inputMode} />
      </Form.Item>
    </Col>
  );

  return (
    <Form<Values> form={form} layout="vertical" initialValues={{ ownNumber: true }} onFinish={(v) => void submit(v)} scrollToFirstError>
      <Row gutter={16}>
        {text('clientName', [required('name'), length('name', 2, 100)])}
        {text('clientId', [required('id'), nineDigits('id')], { dir: 'ltr', inputMode: 'numeric' })}
        {text('birthday', [required('birthday'), { pattern: /^\d{2}\/\d{2}\/\d{4}$/, message: t('whatsapp.onboarding.errors.birthday') }], { dir: 'ltr' })}
        {text('businessName', [required('name'), length('name', 2, 100)])}
        {text('businessId', [required('id'), nineDigits('id')], { dir: 'ltr', inputMode: 'numeric' })}
        {text('displayName', [required('displayName'), length('displayName', 3, 100)])}
        {text('companyName', [length('name', 0, 100)])}
        {text('address', [required('address'), length('address', 3, 256)])}
        {text('email', [required('email'), { type: 'email', max: 128, message: t('whatsapp.onboarding.errors.email') }], { dir: 'ltr', inputMode: 'email' })}
        {text('website', [{ type: 'url', max: 256, message: t('whatsapp.onboarding.errors.website') }], { dir: 'ltr', inputMode: 'url' })}
        {text('type', [length('type', 0, 100)])}
        {text('about', [length('about', 0, 139)])}
        <Col xs={24}>
          <Form.Item name="description" label={t('whatsapp.onboarding.fields.description')} rules={[length('description', 0, 512)]}>
            <Input.TextArea dir="auto" rows={3} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="ownNumber" label={t('whatsapp.numbers.whichNumber')}>
            <Radio.Group
              options={[
                { value: true, label: t('whatsapp.numbers.ownNumber') },
                { value: false, label: t('whatsapp.numbers.poolNumber') },
              ]}
            />
          </Form.Item>
        </Col>
        {ownNumber ? (
          text('numberToVerify', [{ required: true, pattern: /^\d{9,16}$/, message: t('whatsapp.numbers.phoneFormat') }], { dir: 'ltr', inputMode: 'numeric' })
        ) : (
          <Col xs={24} md={12}>
            <Form.Item label={t('whatsapp.onboarding.fields.poolNumber')} help={pool.data?.data?.poolNumber ? undefined : t('whatsapp.numbers.noPoolNumber')}>
              <Input dir="ltr" readOnly value={pool.data?.data?.poolNumber ?? ''} />
            </Form.Item>
          </Col>
        )}
        {fileFields.map((field) => (
          <Col xs={24} md={12} key={field}>
            <Form.Item
              name={field}
              label={t(`whatsapp.onboarding.fields.${field}`)}
              extra={t(field === 'profilePicture' ? 'whatsapp.files.pictureHint' : 'whatsapp.files.limit')}
              rules={[fileRule(field)]}
              required={requiredFiles.has(field)}
              valuePropName="data-file"
              getValueFromEvent={(e: { target: HTMLInputElement }) => e.target.files?.[0]}
            >
              <input type="file" aria-label={t(`whatsapp.onboarding.fields.${field}`)} accept={field === 'profilePicture' || field === 'logo' ? 'image/png,image/jpeg' : 'image/*,application/pdf'} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Button type="primary" htmlType="submit" loading={creating.isLoading}>
        {t('whatsapp.onboarding.submit')}
      </Button>
    </Form>
  );
}
