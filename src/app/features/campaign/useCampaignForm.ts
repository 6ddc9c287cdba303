/**
 * The composer's state: empty for a new campaign, the saved campaign of /campaign/:campaignId
 * (campaigns/get-campaign-data) once it arrives, or the text of a template opened from
 * /templates ("use in campaign" navigates here with router state { templateId }).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useGetCampaignDataQuery } from '../../api/generated/campaigns';
import { useGetTemplateQuery } from '../../api/generated/templates';
import { emptyForm, fromCampaign, type CampaignForm } from './campaignForm';

const templateIdOf = (state: unknown): number | undefined => {
  const id = (state as { templateId?: unknown } | null)?.templateId;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined;
};

export function useCampaignForm(campaignId: number | undefined) {
  const [form, setForm] = useState<CampaignForm>(emptyForm);
  const { data, isLoading } = useGetCampaignDataQuery({ body: { campaignId: campaignId ?? 0 } }, { skip: campaignId === undefined });
  const saved = campaignId === undefined ? undefined : data?.data;
  const location = useLocation();
  const templateId = campaignId === undefined ? templateIdOf(location.state) : undefined;
  const template = useGetTemplateQuery({ id: templateId ?? 0 }, { skip: templateId === undefined });
  const templateContent = template.data?.data?.content;
  useEffect(() => {
    if (saved) setForm(fromCampaign(saved));
  }, [saved]);
  useEffect(() => {
    if (templateContent !== undefined) setForm((f) => ({ ...f, content: templateContent }));
  }, [templateContent]);
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
