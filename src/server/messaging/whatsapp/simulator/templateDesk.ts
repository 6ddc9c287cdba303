/**
 * The WABA's template endpoints and what happens after a create: review after
 * speed.moderationMs with a message_template_status_update webhook, pauses on spam reports
 * that lift by themselves (FIRST_PAUSE 3 h, SECOND_PAUSE 6 h), then DISABLED.
 */
import { unknownObject, type SimContext } from './context';
import { invalidParameter } from './graphError';
import type { SimTemplate } from './state';
import { createTemplate, pauseForSpam, reviewTemplate, type ModerationOutcome } from './templates';
import { wabaPayload } from './webhooks';

const listFields = (t: SimTemplate) => ({
  name: t.name,
  components: t.components,
  language: t.language,
  status: t.status,
  category: t.category,
  ...(t.status === 'REJECTED' && t.reason ? { rejected_reason: t.reason } : {}),
  id: t.id,
});

export class TemplateDesk {
  constructor(private readonly ctx: SimContext) {}

  private waba(wabaId: string, method: string): void {
    if (!this.ctx.state.wabas[wabaId]) throw unknownObject(wabaId, method);
  }

  create(wabaId: string, body: unknown): object {
    this.waba(wabaId, 'POST');
    const template = createTemplate(this.ctx.state, wabaId, body, this.ctx.now(), (handle) => this.ctx.uploads.fileOf(handle)?.mimeType);
    this.ctx.save();
    this.ctx.later(this.ctx.speed.moderationMs, () => this.moderate(template.id));
    return { id: template.id, status: template.status, category: template.category };
  }

  /** Review now (or with the outcome a test names); nothing happens to a template already reviewed. */
  moderate(templateId: string, forced?: ModerationOutcome): void {
    const template = this.ctx.state.templates[templateId];
    if (!template || template.status !== 'PENDING') return;
    const outcome = forced ?? reviewTemplate(template);
    template.status = outcome.status;
    template.reason = outcome.status === 'REJECTED' ? outcome.reason : null;
    this.ctx.save();
    this.notify(template, outcome.status, outcome.reason, outcome.rejectionInfo ? { rejection_info: outcome.rejectionInfo } : {});
  }

  reportSpam(templateId: string): void {
    const template = this.ctx.state.templates[templateId];
    if (!template) throw new Error(`simulator: no template ${templateId}`);
    if (template.status !== 'APPROVED' && template.status !== 'PAUSED') return;
    const now = this.ctx.now();
    const step = pauseForSpam(template, now, this.ctx.speed.pauseMs);
    this.ctx.save();
    if (step.status === 'DISABLED') {
      this.notify(template, 'DISABLED', 'NONE', { disable_info: { disable_date: Math.floor(now / 1000) }, other_info: { title: 'DISABLED', description: 'Your template was paused too many times and is disabled.' } });
      return;
    }
    const hours = step.title === 'FIRST_PAUSE' ? 3 : 6;
    this.notify(template, 'PAUSED', 'NONE', { other_info: { title: step.title, description: `Your WhatsApp message template has been paused for ${hours} hours because it had issues.` } });
    const pauses = template.pauses;
    this.ctx.later(step.until - now, () => {
      if (template.status !== 'PAUSED' || template.pauses !== pauses) return;
      template.status = 'APPROVED';
      template.pausedUntil = null;
      this.ctx.save();
      this.notify(template, 'APPROVED', 'NONE', { other_info: { title: 'UNPAUSE', description: 'Your template is no longer paused.' } });
    });
  }

  private notify(template: SimTemplate, event: string, reason: string | null, extra: object): void {
    this.ctx.outbox.post(
      wabaPayload(
        template.wabaId,
        'message_template_status_update',
        {
          event,
          // An integer here, a string everywhere else (M-TPLWH).
          message_template_id: Number(template.id),
          message_template_name: template.name,
          message_template_language: template.language,
          reason,
          message_template_category: template.category,
          ...extra,
        },
        this.ctx.now(),
      ),
      template.wabaId,
    );
  }

  /** GET …/message_templates?limit=&after=&name=: Meta's paging, `next` an absolute URL. */
  list(wabaId: string, query: URLSearchParams, selfUrl: string): object {
    this.waba(wabaId, 'GET');
    const limit = Math.min(Math.max(Number(query.get('limit') ?? 25) || 25, 1), 100);
    const name = query.get('name');
    const all = Object.values(this.ctx.state.templates)
      .filter((t) => t.wabaId === wabaId && (!name || t.name.includes(name)))
      .sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
    const after = query.get('after');
    const start = after ? Number(Buffer.from(after, 'base64url').toString()) || 0 : 0;
    const page = all.slice(start, start + limit);
    const cursor = (n: number) => Buffer.from(String(n)).toString('base64url');
    const paging: { cursors: { before: string; after: string }; next?: string } = { cursors: { before: cursor(start), after: cursor(start + page.length) } };
    if (start + page.length < all.length) {
      const next = new URLSearchParams(query);
      next.set('limit', String(limit));
      next.set('after', cursor(start + page.length));
      paging.next = `${selfUrl}?${next}`;
    }
    return { data: page.map(listFields), paging };
  }

  /** DELETE …/message_templates?name=[&hsm_id=]: every language of the name, or the one id. */
  delete(wabaId: string, query: URLSearchParams): object {
    this.waba(wabaId, 'DELETE');
    const name = query.get('name');
    if (!name) throw invalidParameter('name is required');
    const id = query.get('hsm_id');
    const doomed = Object.values(this.ctx.state.templates).filter((t) => t.wabaId === wabaId && t.name === name && (!id || t.id === id));
    if (!doomed.length) throw invalidParameter(`No template named ${name}${id ? ` with id ${id}` : ''}`);
    for (const t of doomed) delete this.ctx.state.templates[t.id];
    this.ctx.save();
    return { success: true };
  }

  get(templateId: string): object | null {
    const template = this.ctx.state.templates[templateId];
    return template ? listFields(template) : null;
  }
}
