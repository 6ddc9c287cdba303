import { getMainAutocomplete } from './getMainAutocomplete';

export const customerSearchHandlers = { getMainAutocomplete };
