import type { Template } from '../../api/generated/templates';

export const welcome: Template = { templateId: 4, name: 'Welcome', content: 'Hello [First name], welcome to [City] branch!', dynamicFields: ['First name', 'City'] };
export const sale: Template = { templateId: 5, name: 'Summer sale', content: 'Our summer sale starts tomorrow.', dynamicFields: [] };
export const templates: Template[] = [welcome, sale];
