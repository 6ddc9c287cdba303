/**
 * Which of a number's templates a campaign starts with (section 4, "Templates by phone"): the
 * first approved one; when none is approved the first is still chosen, "no templates yet" is
 * set, and the page says whether it was refused (status above 1) or is still waiting (below 1).
 */
import type { WhatsAppTemplate } from '../../../api/generated/whatsapp';
import { templateStandingOf, templateUpdateOf } from '../../../../domain/whatsapp';

/** The theme's status colour of each standing. */
export const standingColor = { approved: 'success', pending: 'warning', rejected: 'error' } as const;

export interface TemplateChoice {
  selected: WhatsAppTemplate | undefined;
  noTemplatesYet: boolean;
  /** What the page says about the chosen template when none is approved. */
  notice: 'notApproved' | 'notApprovedYet' | null;
}

export function chooseTemplate(templates: readonly WhatsAppTemplate[]): TemplateChoice {
  const approved = templates.find((t) => templateStandingOf(t.status) === 'approved');
  if (approved) return { selected: approved, noTemplatesYet: false, notice: null };
  const first = templates[0];
  if (!first) return { selected: undefined, noTemplatesYet: true, notice: null };
  return { selected: first, noTemplatesYet: true, notice: templateStandingOf(first.status) === 'rejected' ? 'notApproved' : 'notApprovedYet' };
}

/**
 * The message key of why a template was refused: the spec's template-update code (2 to 7) when
 * the server gives one, or Meta's reason name (INVALID_FORMAT, …) read as that code; null when
 * the reason is neither (the page then shows the server's words).
 */
export function rejectionKeyOf(reason: string | undefined): string | null {
  if (!reason) return null;
  const code = /^[2-7]$/.test(reason.trim()) ? Number(reason.trim()) : /^[A-Z_]+$/.test(reason.trim()) ? templateUpdateOf('REJECTED', reason.trim()) : null;
  return code && code > 1 ? `errors.whatsapp.templateUpdate.${code}` : null;
}
