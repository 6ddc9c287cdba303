/**
 * A template as the builder made it (the contract's WhatsAppTemplateDraft) in Meta's shape
 * (WHATSAPP-CLOUD-API.md §4, M-COMP): upper-case component types, the body's samples as the
 * nested `example.body_text` array, a media header's sample as `example.header_handle`, and
 * the buttons in one BUTTONS component with the quick replies grouped together first (Meta
 * refuses QR, URL, QR).
 */
import type { WhatsAppTemplate, WhatsAppTemplateDraft } from '../../../../contract/whatsapp';
import { templateVariableCount } from '../../../../domain/whatsapp';
import type { NewTemplate, TemplateComponent } from '../../../messaging/whatsapp/types';

type ButtonComponent = NonNullable<TemplateComponent['buttons']>[number];

const samplesOf = (draft: WhatsAppTemplateDraft): string[] => {
  const count = templateVariableCount(draft.body);
  return [draft.bodyVariableSample1, draft.bodyVariableSample2, draft.bodyVariableSample3, draft.bodyVariableSample4, draft.bodyVariableSample5].slice(0, count).map((s) => s ?? '');
};

/** `headerHandle`: what Meta took the header's sample file as, for a media header. */
export function metaTemplateOf(draft: WhatsAppTemplateDraft, headerHandle?: string): NewTemplate {
  const components: TemplateComponent[] = [];
  const header = draft.header ?? 'none';
  if (header === 'text') components.push({ type: 'HEADER', format: 'TEXT', text: draft.headerSample ?? '' });
  else if (header !== 'none') components.push({ type: 'HEADER', format: header.toUpperCase() as 'IMAGE' | 'VIDEO' | 'DOCUMENT', example: { header_handle: [headerHandle ?? ''] } });

  const samples = samplesOf(draft);
  components.push({ type: 'BODY', text: draft.body, ...(samples.length ? { example: { body_text: [samples] } } : {}) });
  if (draft.footer?.trim()) components.push({ type: 'FOOTER', text: draft.footer });

  const buttons: ButtonComponent[] = [
    ...(draft.quickReply ?? []).map((text): ButtonComponent => ({ type: 'QUICK_REPLY', text })),
    ...(draft.callToAction ?? [])
      .filter((b) => b.type === 'website')
      .map((b): ButtonComponent => ({ type: 'URL', text: b.text ?? '', url: b.url ?? '', ...(/\{\{\s*1\s*\}\}/.test(b.url ?? '') ? { example: [b.sample ?? ''] } : {}) })),
    ...(draft.callToAction ?? [])
      .filter((b) => b.type === 'call')
      .map((b): ButtonComponent => ({ type: 'PHONE_NUMBER', text: b.text ?? '', phone_number: (b.number ?? '').replace(/[\s-]/g, '') })),
  ];
  if (buttons.length) components.push({ type: 'BUTTONS', buttons });

  return { name: draft.name, language: draft.language, category: draft.category === 'utility' ? 'UTILITY' : 'MARKETING', components };
}

/** What wa_templates.content keeps: the template as built, in the contract's WhatsAppTemplate fields. */
export function storedContentOf(draft: WhatsAppTemplateDraft): WhatsAppTemplate {
  const { phone: _phone, category: _category, isCoupon: _coupon, ...template } = draft;
  return template;
}
