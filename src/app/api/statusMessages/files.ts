import { error, info, success, warning, type StatusMessageTable } from './types';

export const filesStatusMessages: StatusMessageTable = {
  uploadPastedNumbers: {
    '1': success('files.paste.uploaded'),
    '2': warning('files.paste.partlyUploaded'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('files.paste.noValidNumbers'),
  },
  updateAndCheckDestinationsFileData: {
    '1': success('files.destinations.checked'),
    '2': warning('files.destinations.partlyValid'),
    '3': info('files.destinations.chooseColumns'),
    '-1': error('errors.files.uploadFailed'),
    '-2': error('errors.files.unsupportedType'),
    '-3': error('errors.files.noMobileColumn'),
    '-4': error('errors.files.columnChosenTwice'),
    '-5': error('errors.files.allDataInvalid'),
  },
  updateDestinationsFileStatus: {
    '1': success('files.destinations.statusUpdated'),
    '-1': error('errors.generic.errorSavingData'),
  },
  createShortUrl: {
    '1': success('files.shortUrl.created'),
    '-1': error('files.shortUrl.error'),
    '-2': error('errors.files.linkMissing'),
    '-3': error('files.shortUrl.invalidUrl'),
  },
  deleteFile: {
    '1': success('files.delete.deleted'),
    '-1': error('errors.generic.errorDeleteData'),
  },
};
