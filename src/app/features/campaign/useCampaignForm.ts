/**
 * The composer's state: empty for a new campaign, the saved campaign of /campaign/:campaignId
 * (campaigns/get-campaign-data) once it arrives, the text of a template opened from
 * /templates ("use in campaign" navigates here with router state { templateId }), or a resend
 * prepared by the reports page (router state { resend: { uploadId, count, message } }: a
 * pasted-numbers destination it uploaded, and the message to reuse).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetCampaignDataQuery } from '../../api/generated/campaigns';
import { useGetTemplateQuery } from '../../api/generated/templates';
import { useGetAccountSettingsQuery, type AccountDefaults } from '../../api/generated/users';
import { emptyForm, fromCampaign, type CampaignForm, type Sender } from './campaignForm';

const positiveInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0;

const templateIdOf = (state: unknown): number | undefined => {
  const id = (state as { templateId?: unknown } | null)?.templateId;
  return positiveInt(id) ? id : undefined;
};

/** The reports page's resend, or an empty form when the state holds none (or a malformed one). */
export function initialForm(state: unknown): CampaignForm {
  const resend = (state as { resend?: { uploadId?: unknown; count?: unknown; message?: unknown } } | null)?.resend;
  if (!resend || !positiveInt(resend.uploadId)) return emptyForm;
  const count = typeof resend.count === 'number' && resend.count >= 0 ? resend.count : 0;
  return {
    ...emptyForm,
    uploads: [{ type: 'upl_contacts', uploadId: resend.uploadId, count, name: '' }],
    content: typeof resend.message === 'string' ? resend.message : '',
  };
}

/**
 * A new campaign's sender and unsubscribe option start from the account's defaults (/settings),
 * unless the user already chose others.
 */
export function withAccountDefaults(form: CampaignForm, defaults: AccountDefaults): CampaignForm {
  const sender: Sender | undefined =
    defaults.senderKind === 'name' && defaults.senderValue ? { kind: 'name', name: defaults.senderValue }
    : defaults.senderKind === 'number' && defaults.senderValue ? { kind: 'number', phone: defaults.senderValue, attached: false }
    : undefined;
  return {
    ...form,
    ...(sender && form.sender.kind === 'system' ? { sender } : {}),
    ...(defaults.unsubscribeOption !== undefined && form.unsubscribeOption === emptyForm.unsubscribeOption ? { unsubscribeOption: defaults.unsubscribeOption } : {}),
  };
}

export function useCampaignForm(campaignId: number | undefined) {
  const location = useLocation();
  // Router state is read once: a resend fills the new campaign it opens, not later edits.
  const [form, setForm] = useState<CampaignForm>(() => (campaignId === undefined ? initialForm(location.state) : emptyForm));
  const { data, isLoading } = useGetCampaignDataQuery({ body: { campaignId: campaignId ?? 0 } }, { skip: campaignId === undefined });
  const saved = campaignId === undefined ? undefined : data?.data;
  const templateId = campaignId === undefined ? templateIdOf(location.state) : undefined;
  const template = useGetTemplateQuery({ id: templateId ?? 0 }, { skip: templateId === undefined });
  const templateContent = template.data?.data?.content;
  useEffect(() => {
    if (saved) setForm(fromCampaign(saved));
  }, [saved]);
  useEffect(() => {
    if (templateContent !== undefined) setForm((f) => ({ ...f, content: templateContent }));
  }, [templateContent]);
  const accountDefaults = useGetAccountSettingsQuery(undefined, { skip: campaignId !== undefined }).data?.data;
  useEffect(() => {
    if (accountDefaults) setForm((f) => withAccountDefaults(f, accountDefaults));
  }, [accountDefaults]);
  const patch = (change: Partial<CampaignForm>) => setForm((f) => ({ ...f, ...change }));
  return {
    form,
    patch,
    reset: () => setForm(emptyForm),
    loading: (campaignId !== undefined && isLoading) || (templateId !== undefined && template.isLoading),
    /** false while it is sending or too close to its send time. */
    editable: saved?.editable !== false,
  };
}
