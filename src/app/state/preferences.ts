/** Language and theme, kept locally (section 1). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Language } from '../../domain/languages';

// The languages' one home is src/domain (the server mails in them too).
export { isRightToLeft, languages, type Language } from '../../domain/languages';
export type Theme = 'light' | 'dark';

export interface PreferencesState {
  language: Language;
  theme: Theme;
}

const initialState: PreferencesState = { language: 'he', theme: 'light' };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Language>) {
      state.language = action.payload;
    },
    themeChosen(state, action: PayloadAction<Theme>) {
      state.theme = action.payload;
    },
  },
});

export const { languageChosen, themeChosen } = preferencesSlice.actions;
