/** Language and theme, kept locally (section 1). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export const languages = ['he', 'en', 'ru', 'ar'] as const;
export type Language = (typeof languages)[number];
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

export const isRightToLeft = (language: Language): boolean => language === 'he' || language === 'ar';
