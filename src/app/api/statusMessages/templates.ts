import { error, success, type StatusMessageTable } from './types';

export const templatesStatusMessages: StatusMessageTable = {
  saveTemplate: {
    '1': success('templates.save.saved'),
    '-1': error('errors.generic.errorSavingData'),
    '-2': error('templates.save.nameExists'),
    '-3': error('templates.save.startsWithDynamicField'),
  },
  deleteTemplate: {
    '1': success('templates.delete.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
};
