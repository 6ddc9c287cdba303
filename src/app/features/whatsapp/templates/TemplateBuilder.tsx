/**
 * The template builder (section 3 "WhatsApp template", section 5): header, body with {{1}} to
 * {{5}} and their samples, footer, buttons and the coupon kind, beside a phone-shaped preview.
 * What templateProblems finds shows under its field as the user goes; create-template sends it
 * for approval only when nothing is wrong.
 */
import { Button, Col, Flex, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadWhatsappFileMutation, useWhatsappCreateTemplateMutation, type WhatsAppTemplateDraft } from '../../../api/generated/whatsapp';
import { templateLimits, templateProblems, templateVariableCount, type TemplateProblem } from '../../../../domain/whatsapp';
import { WhatsappCreateTemplate } from '../../../../contract/statusCodes';
import { useAppDispatch } from '../../../state/hooks';
import { notify } from '../../../state/notifications';
import { isTooLarge } from '../whatsappFiles';
import { ButtonsEditor } from './ButtonsEditor';
import { TemplatePreview } from './TemplatePreview';

type Field = TemplateProblem['field'];
type Header = NonNullable<WhatsAppTemplateDraft['header']>;
const sampleField = (n: number) => `bodyVariableSample${n}` as `bodyVariableSample${1 | 2 | 3 | 4 | 5}`;

const emptyDraft = (phone: string): WhatsAppTemplateDraft => ({ phone, name: '', language: 'he', category: 'marketing', isCoupon: false, header: 'none', body: '', footer: '', callToAction: [], quickReply: [] });

export function TemplateBuilder({ phone, onCreated }: { phone: string; onCreated?: () => void }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [draft, setDraft] = useState<WhatsAppTemplateDraft>(() => ({ ...emptyDraft(phone), language: (i18n.language as WhatsAppTemplateDraft['language']) || 'he' }));
  // A field's problem shows once the user has been there, and every one after a send attempt.
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [create, creating] = useWhatsappCreateTemplateMutation();
  const [upload, uploading] = useUploadWhatsappFileMutation();
  const [headerFileName, setHeaderFileName] = useState('');

  const full = { ...draft, phone };
  const problems = templateProblems(full);
  const touch = (...fields: Field[]) => setTouched((s) => new Set([...s, ...fields]));
  const problemOf = (field: Field): string | null => (touched.has(field) ? (problems.find((p) => p.field === field)?.messageKey ?? null) : null);
  const change = (patch: Partial<WhatsAppTemplateDraft>, ...fields: Field[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    touch(...fields);
  };
  const item = (field: Field) => {
    const problem = problemOf(field);
    return { validateStatus: problem ? ('error' as const) : undefined, help: problem ? t(problem) : undefined };
  };
  const variables = Math.min(templateVariableCount(draft.body ?? ''), templateLimits.variables);

  const addVariable = () => change({ body: `${draft.body ?? ''}{{${variables + 1}}}` }, 'body');
  const chooseHeaderFile = async (file: File | undefined) => {
    if (!file) return;
    if (isTooLarge(file)) {
      dispatch(notify({ severity: 'error', message: 'whatsapp.files.tooLarge' }));
      return;
    }
    const answer = await upload({ body: { file, dir: 'templates' } }).unwrap().catch(() => undefined);
    if (answer?.data?.hash) {
      setHeaderFileName(file.name);
      change({ headerSample: answer.data.hash }, 'headerSample');
    }
  };

  const submit = async () => {
    setTouched(new Set(problems.map((p) => p.field)));
    if (problems.length > 0) return;
    const body: WhatsAppTemplateDraft = { ...full, footer: full.footer || undefined, headerSample: full.header === 'none' ? undefined : full.headerSample };
    const answer = await create({ body }).unwrap().catch(() => undefined);
    if (answer?.data?.status === WhatsappCreateTemplate.submitted) {
      setDraft(emptyDraft(phone));
      setTouched(new Set());
      setHeaderFileName('');
      onCreated?.();
    }
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Form layout="vertical" onFinish={() => void submit()}>
          <Form.Item label={t('whatsapp.builder.name')} extra={t('whatsapp.builder.nameHint')} {...item('name')}>
            <Input dir="ltr" aria-label={t('whatsapp.builder.name')} value={draft.name} maxLength={templateLimits.name} onChange={(e) => change({ name: e.target.value }, 'name')} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label={t('whatsapp.builder.language')}>
              <Select
                aria-label={t('whatsapp.builder.language')}
                style={{ width: 140 }}
                value={draft.language}
                onChange={(language) => change({ language })}
                options={(['he', 'en', 'ru', 'ar'] as const).map((v) => ({ value: v, label: t(`whatsapp.builder.languages.${v}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('whatsapp.builder.category')}>
              <Select
                aria-label={t('whatsapp.builder.category')}
                style={{ width: 160 }}
                value={draft.category}
                onChange={(category) => change({ category })}
                options={(['marketing', 'utility'] as const).map((v) => ({ value: v, label: t(`whatsapp.builder.categories.${v}`) }))}
              />
            </Form.Item>
            <Form.Item label={t('whatsapp.builder.coupon')}>
              <Switch aria-label={t('whatsapp.builder.coupon')} checked={draft.isCoupon} onChange={(isCoupon) => change({ isCoupon }, 'body', 'footer', 'callToAction')} />
            </Form.Item>
          </Flex>
          <Form.Item label={t('whatsapp.builder.header')}>
            <Radio.Group
              value={draft.header}
              onChange={(e) => {
                setHeaderFileName('');
                change({ header: e.target.value as Header, headerSample: '' });
              }}
              options={(['none', 'text', 'image', 'video', 'document'] as const).map((v) => ({ value: v, label: t(`whatsapp.builder.headerType.${v}`) }))}
            />
          </Form.Item>
          {draft.header === 'text' && (
            <Form.Item label={t('whatsapp.builder.headerText')} {...item('headerSample')}>
              <Input dir="auto" aria-label={t('whatsapp.builder.headerText')} value={draft.headerSample} onChange={(e) => change({ headerSample: e.target.value }, 'headerSample')} />
            </Form.Item>
          )}
          {draft.header !== 'none' && draft.header !== 'text' && (
            <Form.Item label={t('whatsapp.builder.headerFile')} {...item('headerSample')} extra={headerFileName || t('whatsapp.files.limit')}>
              <input type="file" aria-label={t('whatsapp.builder.headerFile')} disabled={uploading.isLoading} onChange={(e) => void chooseHeaderFile(e.target.files?.[0])} />
            </Form.Item>
          )}
          <Form.Item label={t('whatsapp.builder.body')} {...item('body')} extra={t('whatsapp.builder.bodyHint', { max: draft.isCoupon ? templateLimits.couponBody : templateLimits.body, first: '{{1}}', last: `{{${templateLimits.variables}}}` })}>
            <Input.TextArea dir="auto" aria-label={t('whatsapp.builder.body')} rows={5} value={draft.body} onChange={(e) => change({ body: e.target.value }, 'body')} />
          </Form.Item>
          <Button onClick={addVariable} disabled={variables >= templateLimits.variables} style={{ marginBottom: 16 }}>
            {t('whatsapp.builder.addVariable')}
          </Button>
          {Array.from({ length: variables }, (_, i) => i + 1).map((n) => (
            <Form.Item key={n} label={t('whatsapp.builder.sample', { n })} {...item(sampleField(n))}>
              <Input dir="auto" aria-label={t('whatsapp.builder.sample', { n })} maxLength={templateLimits.sample} value={draft[sampleField(n)] ?? ''} onChange={(e) => change({ [sampleField(n)]: e.target.value }, sampleField(n))} />
            </Form.Item>
          ))}
          <Form.Item label={t('whatsapp.builder.footer')} {...item('footer')}>
            <Input dir="auto" aria-label={t('whatsapp.builder.footer')} value={draft.footer} onChange={(e) => change({ footer: e.target.value }, 'footer')} />
          </Form.Item>
          <ButtonsEditor
            actions={draft.callToAction ?? []}
            replies={draft.quickReply ?? []}
            onActions={(callToAction) => change({ callToAction }, 'callToAction')}
            onReplies={(quickReply) => change({ quickReply }, 'quickReply')}
            actionProblem={problemOf('callToAction')}
            replyProblem={problemOf('quickReply')}
          />
          <Button type="primary" htmlType="submit" loading={creating.isLoading}>
            {t('whatsapp.builder.submit')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <Typography.Title level={5}>{t('whatsapp.builder.preview')}</Typography.Title>
        <TemplatePreview draft={draft} />
      </Col>
    </Row>
  );
}
