/**
 * A WhatsApp template campaign (sections 4 and 5): a number that may send, one of its templates
 * (the first approved chosen; none approved says so), the values of its {{n}} (a fixed text or
 * a list field in [BRACKETS]), the recipients and their estimate, a test to up to 3 numbers,
 * then create-campaign-wa twice: checked (validate true, status 3 with the estimate), confirmed
 * by the user (with how many recipients wait for their quiet hours, and until when), and sent
 * (validate false).
 */
import { Alert, Button, Col, Descriptions, Form, Input, Modal, Row, Select, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCalcWhatsappCampaignCreditsQuery,
  useCreateWhatsappCampaignMutation,
  useGetWhatsappPhoneTemplatesQuery,
  type WhatsAppCampaignRequest,
  type WhatsAppCreditEstimate,
  type WhatsAppTemplateDraft,
} from '../../../api/generated/whatsapp';
import { CreateWhatsappCampaign } from '../../../../contract/statusCodes';
import { templateLimits, templateStandingOf, templateVariableCount } from '../../../../domain/whatsapp';
import { QuietHoursNotice } from '../../../ui/QuietHoursNotice';
import { useNumberFormat } from '../../../ui/useNumberFormat';
import { TemplatePreview } from '../templates/TemplatePreview';
import { chooseTemplate, standingColor } from '../templates/templateChoice';
import { Destinations, destinationsOf, useContactLists, type DestinationChoice } from './Destinations';
import { HeaderFile } from './HeaderFile';
import { SendExample } from './SendExample';
import { StartTime, startDateOf, startProblem } from './StartTime';
import { useDebounced } from './useDebounced';

const sentStatuses = new Set<number>([CreateWhatsappCampaign.sent, CreateWhatsappCampaign.scheduled, CreateWhatsappCampaign.outsidePermittedHours]);

export function TemplateCampaign({ sourcePhone }: { sourcePhone: string }) {
  const { t } = useTranslation();
  const { number } = useNumberFormat();
  const templatesQuery = useGetWhatsappPhoneTemplatesQuery({ phone: sourcePhone });
  const templates = useMemo(() => templatesQuery.data?.data ?? [], [templatesQuery.data]);
  const choice = useMemo(() => chooseTemplate(templates), [templates]);
  const [templateId, setTemplateId] = useState<number | undefined>();
  useEffect(() => {
    setTemplateId(choice.selected?.templateId);
  }, [choice]);
  const template = templates.find((tp) => tp.templateId === templateId);
  const approved = templateStandingOf(template?.status) === 'approved';

  const [name, setName] = useState('');
  const [variables, setVariables] = useState<string[]>([]);
  const count = Math.min(templateVariableCount(template?.body ?? ''), templateLimits.variables);
  useEffect(() => {
    setVariables((v) => Array.from({ length: count }, (_, i) => v[i] ?? ''));
  }, [count]);
  const [destinationChoice, setDestinationChoice] = useState<DestinationChoice>({ listIds: [], pasted: '' });
  const lists = useContactLists();
  const destinations = useMemo(() => destinationsOf(destinationChoice, lists), [destinationChoice, lists]);
  const [tried, setTried] = useState(false);
  const [later, setLater] = useState(false);
  const [headerFile, setHeaderFile] = useState<string | undefined>();
  // Another template's header is another file.
  useEffect(() => {
    setHeaderFile(undefined);
  }, [templateId]);
  const [start, setStart] = useState<number | null>(null);

  const settled = useDebounced(destinations);
  const estimate = useCalcWhatsappCampaignCreditsQuery({ body: { sourcePhone, templateId, destinations: settled } }, { skip: settled.length === 0 || templateId === undefined });
  const [create, creating] = useCreateWhatsappCampaignMutation();
  const [confirming, setConfirming] = useState<WhatsAppCreditEstimate | null>(null);

  const variableMissing = variables.map((v) => !v.trim());
  const noRecipients = destinations.length === 0;
  const timeProblem = later ? startProblem(start, Date.now()) : null;
  const request = (validate: boolean): WhatsAppCampaignRequest => ({
    ...(name.trim() ? { campaign_name: name.trim() } : {}),
    sourcePhone,
    templateId: templateId!,
    ...(variables.length ? { variables: variables.map((v) => v.trim()) } : {}),
    ...(headerFile ? { headerFile } : {}),
    destinations,
    ...(later && start !== null ? { isFuture: true, startDate: startDateOf(start) } : {}),
    validate,
  });

  const check = async () => {
    setTried(true);
    if (!template || !approved || noRecipients || timeProblem || variableMissing.some(Boolean)) return;
    const answer = await create({ campaignId: -1, body: request(true) }).unwrap().catch(() => undefined);
    if (answer?.data?.status === CreateWhatsappCampaign.readyToSend) setConfirming(answer.data);
  };
  const send = async () => {
    const answer = await create({ campaignId: -1, body: request(false) }).unwrap().catch(() => undefined);
    setConfirming(null);
    if (answer?.data?.status !== undefined && sentStatuses.has(answer.data.status)) {
      setDestinationChoice({ listIds: [], pasted: '' });
      setName('');
      setLater(false);
      setStart(null);
      setTried(false);
    }
  };

  const preview: WhatsAppTemplateDraft | undefined = template ? { phone: sourcePhone, name: template.name ?? '', language: 'he', body: template.body ?? '', ...template } as WhatsAppTemplateDraft : undefined;
  const recipients = estimate.data?.data?.recipients;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={14}>
        <Form layout="vertical" onFinish={() => void check()}>
          <Form.Item label={t('whatsapp.campaign.name')}>
            <Input dir="auto" aria-label={t('whatsapp.campaign.name')} maxLength={100} value={name} onChange={(e) => setName(e.target.value)} />
          </Form.Item>
          {choice.noTemplatesYet && templates.length === 0 && !templatesQuery.isFetching && <Alert type="info" showIcon title={t('whatsapp.campaign.noTemplatesYet')} style={{ marginBottom: 16 }} />}
          {choice.notice && template?.templateId === choice.selected?.templateId && (
            <Alert type={choice.notice === 'notApproved' ? 'error' : 'warning'} showIcon title={t(`whatsapp.campaign.${choice.notice}`)} style={{ marginBottom: 16 }} />
          )}
          <Form.Item label={t('whatsapp.campaign.template')} validateStatus={tried && template && !approved ? 'error' : undefined} help={tried && template && !approved ? t('whatsapp.template.notApproved') : undefined}>
            <Select<number>
              aria-label={t('whatsapp.campaign.template')}
              value={templateId}
              loading={templatesQuery.isFetching}
              onChange={setTemplateId}
              options={templates.map((tp) => {
                const standing = templateStandingOf(tp.status);
                return {
                  value: tp.templateId!,
                  label: (
                    <span>
                      <span dir="ltr">{tp.name}</span> <Tag color={standingColor[standing]}>{t(`whatsapp.templates.standing.${standing}`)}</Tag>
                    </span>
                  ),
                };
              })}
            />
          </Form.Item>
          {variables.map((value, i) => (
            <Form.Item
              key={i}
              label={t('whatsapp.campaign.variable', { n: i + 1 })}
              extra={t('whatsapp.campaign.variableHint')}
              validateStatus={tried && variableMissing[i] ? 'error' : undefined}
              help={tried && variableMissing[i] ? t('whatsapp.campaign.variableRequired') : undefined}
            >
              <Input dir="auto" aria-label={t('whatsapp.campaign.variable', { n: i + 1 })} maxLength={1005} value={value} onChange={(e) => setVariables((v) => v.map((x, j) => (j === i ? e.target.value : x)))} />
            </Form.Item>
          ))}
          {template?.header && template.header !== 'none' && template.header !== 'text' && <HeaderFile key={template.templateId} onChange={setHeaderFile} />}
          <Destinations value={destinationChoice} onChange={setDestinationChoice} lists={lists} />
          {tried && noRecipients && <Alert type="error" showIcon title={t('errors.campaign.noDestinations')} style={{ marginBottom: 16 }} />}
          {recipients !== undefined && (
            <Typography.Paragraph aria-live="polite">
              {t('whatsapp.campaign.estimate', { recipients: number(recipients), credits: number(estimate.data?.data?.creditsNeeded ?? 0), left: number(estimate.data?.data?.creditsLeft ?? 0) })}
            </Typography.Paragraph>
          )}
          <StartTime
            later={later}
            start={start}
            onChange={(l, s) => {
              setLater(l);
              setStart(s);
            }}
            problem={tried ? timeProblem : null}
          />
          <SendExample sourcePhone={sourcePhone} templateId={approved ? templateId : undefined} variables={variables.map((v) => v.trim())} headerFile={headerFile} />
          <Button type="primary" htmlType="submit" loading={creating.isLoading && !confirming} disabled={!template}>
            {t('whatsapp.campaign.send')}
          </Button>
        </Form>
      </Col>
      <Col xs={24} lg={10}>{preview && <TemplatePreview draft={preview} values={variables} />}</Col>
      <Modal
        open={confirming !== null}
        title={t('whatsapp.campaign.confirmTitle')}
        okText={t('whatsapp.campaign.confirmSend')}
        cancelText={t('whatsapp.common.cancel')}
        onOk={() => void send()}
        confirmLoading={creating.isLoading}
        onCancel={() => setConfirming(null)}
      >
        <Descriptions
          column={1}
          items={[
            { key: 'recipients', label: t('whatsapp.campaign.recipients'), children: number(confirming?.recipients ?? 0) },
            { key: 'credits', label: t('whatsapp.campaign.creditsNeeded'), children: number(confirming?.creditsNeeded ?? 0) },
            { key: 'left', label: t('whatsapp.campaign.creditsLeft'), children: number(confirming?.creditsLeft ?? 0) },
          ]}
        />
        <QuietHoursNotice notice={confirming?.quietHours} />
      </Modal>
    </Row>
  );
}
