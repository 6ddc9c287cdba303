/**
 * The template as the customer's phone shows it: the header (text, or what kind of file), the
 * body with each {{n}} replaced by its sample, the footer and the buttons under the bubble.
 */
import { FileOutlined, GlobalOutlined, PhoneOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WhatsAppTemplateDraft } from '../../../api/generated/whatsapp';
import { fillTemplateBody } from '../../../../domain/whatsapp';

const sampleValues = (draft: WhatsAppTemplateDraft): string[] =>
  [draft.bodyVariableSample1, draft.bodyVariableSample2, draft.bodyVariableSample3, draft.bodyVariableSample4, draft.bodyVariableSample5].map((v) => v ?? '');

/** The body with its samples; a placeholder without a sample stays as {{n}}, so the gap shows. */
export const previewBody = (draft: WhatsAppTemplateDraft, values: readonly string[] = sampleValues(draft)): string =>
  fillTemplateBody(draft.body ?? '', values.map((v) => (v.trim() ? v : undefined)) as string[]);

const mediaIcon = { image: <PictureOutlined />, video: <VideoCameraOutlined />, document: <FileOutlined /> } as const;

export function TemplatePreview({ draft, values }: { draft: WhatsAppTemplateDraft; values?: readonly string[] }) {
  const { t } = useTranslation();
  const header = draft.header ?? 'none';
  const buttons = [
    ...(draft.callToAction ?? []).map((b) => ({ text: b.text ?? '', icon: b.type === 'call' ? <PhoneOutlined /> : <GlobalOutlined /> })),
    ...(draft.quickReply ?? []).map((text) => ({ text, icon: null })),
  ];
  return (
    <figure
      aria-label={t('whatsapp.builder.preview')}
      style={{ margin: 0, width: 300, maxWidth: '100%', border: '10px solid #222', borderRadius: 32, background: '#e5ddd5', padding: '28px 12px', minHeight: 420 }}
    >
      <div style={{ background: '#fff', borderRadius: 8, padding: 8, boxShadow: '0 1px 1px rgba(0,0,0,.15)' }}>
        {header === 'text' && draft.headerSample && (
          <strong dir="auto" style={{ display: 'block', marginBottom: 4 }}>
            {draft.headerSample}
          </strong>
        )}
        {header !== 'none' && header !== 'text' && (
          <div style={{ background: '#d9d9d9', borderRadius: 6, height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center', fontSize: 32, marginBottom: 6 }}>
            {mediaIcon[header]}
            <span className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden' }}>
              {t(`whatsapp.builder.headerType.${header}`)}
            </span>
          </div>
        )}
        <p data-testid="preview-body" dir="auto" style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          {previewBody(draft, values)}
        </p>
        {draft.footer && (
          <small dir="auto" style={{ display: 'block', color: '#8c8c8c', marginTop: 4 }}>
            {draft.footer}
          </small>
        )}
      </div>
      {buttons.map((b, i) => (
        <div key={i} dir="auto" style={{ background: '#fff', borderRadius: 8, marginTop: 4, padding: 6, textAlign: 'center', color: '#00a5f4' }}>
          {b.icon} {b.text}
        </div>
      ))}
    </figure>
  );
}
