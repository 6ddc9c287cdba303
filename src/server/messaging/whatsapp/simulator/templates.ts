/**
 * Templates as Meta treats them (WHATSAPP-CLOUD-API.md §4, M-COMP, M-PAUSE): checked when created
 * (Graph error 100 with Meta's 2388xxx subcodes), moderated a little later to APPROVED or
 * REJECTED with a reason, paused 3 h → 6 h → disabled on spam reports, and checked again on each
 * send (132001, 132000, 132015, 132016).
 */
import type { TemplateComponent } from '../types';
import { GraphError, invalidParameter, templateRefusal } from './graphError';
import { newNumericId, type SimState, type SimTemplate } from './state';

const categories = new Set(['MARKETING', 'UTILITY', 'AUTHENTICATION']);
const headerFormats = new Set(['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT', 'LOCATION']);
/** M-ERR 2388019: a WABA holds at most 250 templates. */
const maxTemplatesPerWaba = 250;

const variablesOf = (text: string): number[] => [...text.matchAll(/\{\{\s*(\d+)\s*\}\}/g)].map((m) => Number(m[1]));

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

function checkButtons(buttons: unknown): void {
  if (!Array.isArray(buttons)) throw invalidParameter('BUTTONS needs a buttons list');
  const types = buttons.map((b) => (isObject(b) ? String(b.type) : ''));
  const count = (type: string) => types.filter((t) => t === type).length;
  if (buttons.length > 10) throw invalidParameter('A template has at most 10 buttons');
  if (count('QUICK_REPLY') > 10) throw invalidParameter('A template has at most 10 quick-reply buttons');
  if (count('URL') > 2) throw invalidParameter('A template has at most 2 URL buttons');
  if (count('PHONE_NUMBER') > 1) throw invalidParameter('A template has at most 1 phone-number button');
  // Quick replies stand together: QR,QR,URL is fine, QR,URL,QR is not.
  const firstReply = types.indexOf('QUICK_REPLY');
  const lastReply = types.lastIndexOf('QUICK_REPLY');
  if (firstReply >= 0 && types.slice(firstReply, lastReply + 1).some((t) => t !== 'QUICK_REPLY')) {
    throw invalidParameter('Quick-reply buttons must be grouped together');
  }
  for (const button of buttons as Json[]) {
    if (!['QUICK_REPLY', 'URL', 'PHONE_NUMBER', 'COPY_CODE', 'OTP'].includes(String(button.type))) throw invalidParameter(`Unknown button type ${String(button.type)}`);
    const text = typeof button.text === 'string' ? button.text : '';
    if (!text || text.length > 25) throw templateRefusal(2388040, 'Field too long', 'A button label is 1 to 25 characters');
    if (button.type === 'URL') {
      const url = typeof button.url === 'string' ? button.url : '';
      if (!/^https?:\/\//.test(url)) throw invalidParameter('A URL button needs an http(s) url');
      if (variablesOf(url).length > 1) throw invalidParameter('A URL button has at most one variable');
    }
    if (button.type === 'PHONE_NUMBER' && !/^\+?\d{1,20}$/.test(String(button.phone_number ?? ''))) throw invalidParameter('A phone-number button needs a number of at most 20 digits');
  }
}

function checkBody(body: Json): void {
  const text = typeof body.text === 'string' ? body.text : '';
  if (!text.trim()) throw invalidParameter('The BODY component needs text');
  if (text.length > 1024) throw templateRefusal(2388040, 'Field too long', 'The body is at most 1024 characters');
  const variables = variablesOf(text);
  if (variables.some((n, i) => n !== i + 1)) throw templateRefusal(2388072, 'Body format is incorrect', 'Variables are {{1}}, {{2}}, … in order');
  if (variables.length && (/^\s*\{\{\s*\d+\s*\}\}/.test(text) || /\{\{\s*\d+\s*\}\}\s*$/.test(text))) {
    throw templateRefusal(2388299, 'Variables can’t be at the start or end of the template', 'Move the variable away from the start or end of the body');
  }
  const examples = isObject(body.example) && Array.isArray(body.example.body_text) ? body.example.body_text[0] : undefined;
  if (variables.length && (!Array.isArray(examples) || examples.length !== variables.length)) {
    throw templateRefusal(2388072, 'Body format is incorrect', 'Each body variable needs an example value (example.body_text)');
  }
}

function checkHeader(header: Json, typeOfHandle: HandleType): void {
  const format = String(header.format ?? '');
  if (!headerFormats.has(format)) throw templateRefusal(2388047, 'Header format is incorrect', `Unknown header format ${format}`);
  const example = isObject(header.example) ? header.example : {};
  if (format === 'TEXT') {
    const text = typeof header.text === 'string' ? header.text : '';
    if (!text.trim()) throw templateRefusal(2388047, 'Header format is incorrect', 'A text header needs text');
    if (text.length > 60) throw templateRefusal(2388040, 'Field too long', 'The header is at most 60 characters');
    const variables = variablesOf(text);
    if (variables.length > 1) throw templateRefusal(2388047, 'Header format is incorrect', 'A text header has at most one variable');
    if (variables.length && !(Array.isArray(example.header_text) && example.header_text.length === 1)) throw templateRefusal(2388047, 'Header format is incorrect', 'The header variable needs an example (example.header_text)');
  } else if (format !== 'LOCATION') {
    const handles = Array.isArray(example.header_handle) ? example.header_handle : [];
    if (!handles.length) throw templateRefusal(2388047, 'Header format is incorrect', `A ${format} header needs an example file (example.header_handle)`);
    // M-COMP: the sample is a Resumable Upload handle (a /media id is not one), of the header's kind.
    const type = typeof handles[0] === 'string' ? typeOfHandle(handles[0]) : undefined;
    if (!type) throw templateRefusal(2388047, 'Header format is incorrect', 'example.header_handle is not the handle of a resumable upload');
    if (!headerFileTypes[format]?.includes(type)) throw templateRefusal(2388047, 'Header format is incorrect', `A ${format} header’s example cannot be ${type}`);
  }
}

/** The file types each media header takes as its example. */
const headerFileTypes: Record<string, string[]> = { IMAGE: ['image/jpeg', 'image/png'], VIDEO: ['video/mp4'], DOCUMENT: ['application/pdf'] };

/** The type of the file a resumable upload answered this handle for; undefined when none did. */
export type HandleType = (handle: string) => string | undefined;

/** The template as Meta keeps it, or the Graph error create answers. */
export function createTemplate(state: SimState, wabaId: string, input: unknown, now: number, typeOfHandle: HandleType = () => undefined): SimTemplate {
  if (!isObject(input)) throw invalidParameter('Expected a JSON object');
  const name = typeof input.name === 'string' ? input.name : '';
  if (!/^[a-z0-9_]{1,512}$/.test(name)) throw invalidParameter('name: lower-case letters, digits and underscores, at most 512');
  const language = typeof input.language === 'string' ? input.language : '';
  if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(language)) throw invalidParameter(`language ${language || '(missing)'} is not a language code`);
  const category = String(input.category ?? '');
  if (!categories.has(category)) throw invalidParameter('category must be MARKETING, UTILITY or AUTHENTICATION');
  const components = Array.isArray(input.components) ? input.components : [];
  const ofType = (type: string) => components.filter((c): c is Json => isObject(c) && c.type === type);
  if (components.some((c) => !isObject(c) || !['HEADER', 'BODY', 'FOOTER', 'BUTTONS'].includes(String(c.type)))) throw invalidParameter('Unknown component type');
  const [body, ...moreBodies] = ofType('BODY');
  if (!body || moreBodies.length) throw invalidParameter('A template has exactly one BODY component');
  if (ofType('HEADER').length > 1 || ofType('FOOTER').length > 1 || ofType('BUTTONS').length > 1) throw invalidParameter('At most one HEADER, FOOTER and BUTTONS component');

  const existing = Object.values(state.templates).filter((t) => t.wabaId === wabaId);
  if (existing.length >= maxTemplatesPerWaba) throw templateRefusal(2388019, 'Message template limit exceeded', 'A WhatsApp Business Account holds at most 250 templates');
  if (existing.some((t) => t.name === name && t.language === language)) {
    throw templateRefusal(2388024, 'Content in this language already exists', `${name} already has content in ${language}`);
  }
  checkBody(body);
  const [header] = ofType('HEADER');
  if (header) checkHeader(header, typeOfHandle);
  const [footer] = ofType('FOOTER');
  if (footer) {
    const text = typeof footer.text === 'string' ? footer.text : '';
    if (text.length > 60) throw templateRefusal(2388040, 'Field too long', 'The footer is at most 60 characters');
    if (variablesOf(text).length) throw templateRefusal(2388073, 'Footer format is incorrect', 'A footer has no variables');
  }
  const [buttons] = ofType('BUTTONS');
  if (buttons) checkButtons(buttons.buttons);

  const template: SimTemplate = {
    id: newNumericId(state),
    wabaId,
    name,
    language,
    category,
    components: components as unknown as TemplateComponent[],
    status: 'PENDING',
    reason: null,
    pauses: 0,
    pausedUntil: null,
    createdAt: now,
  };
  state.templates[template.id] = template;
  return template;
}

/** Words Meta's review refuses in the simulator: gambling promotion (ABUSIVE_CONTENT), get-rich promises (SCAM). */
const abusiveWords = /\b(casino|gambling|betting|firearms?)\b/i;
const scamWords = /\b(guaranteed (profit|income)|double your money)\b/i;

export interface ModerationOutcome {
  status: 'APPROVED' | 'REJECTED';
  reason: string;
  rejectionInfo?: { reason: string; recommendation: string };
}

/** What review decides: the body's words, and whether it has enough text around its variables. */
export function reviewTemplate(template: SimTemplate): ModerationOutcome {
  const text = template.components.map((c) => [c.text ?? '', ...(c.buttons ?? []).map((b) => b.text)].join(' ')).join(' ');
  if (abusiveWords.test(text)) return { status: 'REJECTED', reason: 'ABUSIVE_CONTENT' };
  if (scamWords.test(text)) return { status: 'REJECTED', reason: 'SCAM' };
  const body = template.components.find((c) => c.type === 'BODY')?.text ?? '';
  const variables = variablesOf(body).length;
  const words = body.replace(/\{\{\s*\d+\s*\}\}/g, ' ').split(/\s+/).filter((w) => /\p{L}|\p{N}/u.test(w)).length;
  // Meta's "too many variables for the message length" (2388293): about two words per variable, and one more.
  if (variables && words < 2 * variables + 1) {
    return {
      status: 'REJECTED',
      reason: 'INVALID_FORMAT',
      rejectionInfo: { reason: 'The message template has too many variables for its length.', recommendation: 'Add more text around the variables or use fewer variables.' },
    };
  }
  return { status: 'APPROVED', reason: 'NONE' };
}

export type PauseStep = { status: 'PAUSED'; title: 'FIRST_PAUSE' | 'SECOND_PAUSE'; until: number } | { status: 'DISABLED'; title: 'DISABLED' };

/** M-PAUSE: the first spam pause lasts 3 hours, the second 6, the third disables the template for good. */
export function pauseForSpam(template: SimTemplate, now: number, pauseMs: readonly [number, number]): PauseStep {
  template.pauses += 1;
  if (template.pauses >= 3) {
    template.status = 'DISABLED';
    template.pausedUntil = null;
    return { status: 'DISABLED', title: 'DISABLED' };
  }
  const until = now + pauseMs[template.pauses - 1];
  template.status = 'PAUSED';
  template.pausedUntil = until;
  return { status: 'PAUSED', title: template.pauses === 1 ? 'FIRST_PAUSE' : 'SECOND_PAUSE', until };
}

/** The checks of a template send, by Meta's codes; answers the template and whether it is billed as marketing. */
export function checkTemplateSend(state: SimState, wabaId: string, input: unknown, now: number): SimTemplate {
  if (!isObject(input)) throw invalidParameter('template is required');
  const name = String(input.name ?? '');
  const language = isObject(input.language) ? String(input.language.code ?? '') : '';
  const template = Object.values(state.templates).find((t) => t.wabaId === wabaId && t.name === name && t.language === language);
  if (!template || template.status === 'PENDING' || template.status === 'REJECTED') {
    throw new GraphError(400, 132001, 'Template name does not exist in the translation', `template name (${name}) does not exist in ${language}`);
  }
  if (template.status === 'PAUSED' && template.pausedUntil !== null && template.pausedUntil <= now) {
    template.status = 'APPROVED';
    template.pausedUntil = null;
  }
  if (template.status === 'PAUSED') throw new GraphError(400, 132015, 'Template is Paused', `Template ${name} is paused because of low quality`);
  if (template.status === 'DISABLED') throw new GraphError(400, 132016, 'Template is Disabled', `Template ${name} was paused too many times and is disabled`);

  const given = Array.isArray(input.components) ? input.components.filter(isObject) : [];
  const parameterCount = (type: string) => given.filter((c) => String(c.type).toLowerCase() === type).reduce((n, c) => n + (Array.isArray(c.parameters) ? c.parameters.length : 0), 0);
  const bodyVariables = variablesOf(template.components.find((c) => c.type === 'BODY')?.text ?? '').length;
  const header = template.components.find((c) => c.type === 'HEADER');
  const headerParameters = !header || header.format === 'LOCATION' ? 0 : header.format === 'TEXT' ? variablesOf(header.text ?? '').length : 1;
  if (parameterCount('body') !== bodyVariables || parameterCount('header') !== headerParameters) {
    throw new GraphError(
      400,
      132000,
      'Number of parameters does not match the expected number of params',
      `body: expected ${bodyVariables}, got ${parameterCount('body')}; header: expected ${headerParameters}, got ${parameterCount('header')}`,
    );
  }
  return template;
}
