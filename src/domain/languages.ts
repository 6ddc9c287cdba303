/** The product's languages (section 1): Hebrew first and the default; Hebrew and Arabic read right to left. */
export const languages = ['he', 'en', 'ru', 'ar'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (languages as readonly string[]).includes(value);

export const isRightToLeft = (language: Language): boolean => language === 'he' || language === 'ar';
