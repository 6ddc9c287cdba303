/**
 * Cache tags of the templates page: saving or deleting a template refreshes the list and that
 * template's own entry, so the composer's template picker reads the same fresh list.
 */
import { templatesApi as generated } from '../../api/generated/templates';

const list = { type: 'Template' as const, id: 'LIST' };

export const templatesApi = generated.enhanceEndpoints({
  addTagTypes: ['Template'],
  endpoints: {
    getTemplates: { providesTags: [list] },
    getTemplate: { providesTags: (_result, _error, arg) => [{ type: 'Template', id: arg.id }] },
    saveTemplate: { invalidatesTags: (_result, _error, arg) => [list, { type: 'Template', id: arg.templateId }] },
    deleteTemplate: { invalidatesTags: (_result, _error, arg) => [list, { type: 'Template', id: arg.id }] },
  },
});
