import { screen } from '@testing-library/react';
import type { Language } from '../../../state/preferences';
import { renderWithProviders, sessionFor } from '../../../test/render';
import { useFeatureTexts } from '../../../i18n/useFeatureTexts';
import { AllowedHoursNotice } from './AllowedHoursNotice';

function Notice() {
  return useFeatureTexts('campaign') ? (
    <>
      <p>texts loaded</p>
      <AllowedHoursNotice />
    </>
  ) : null;
}

const renderFor = (allowedHours: { days?: number[]; fromHour?: string; toHour?: string } | undefined, language: Language = 'en') =>
  renderWithProviders(<Notice />, { preloadedState: { ...sessionFor(allowedHours ? { allowedHours } : {}), preferences: { language, theme: 'light' } } });

test('the permitted days and hours are shown before sending', async () => {
  renderFor({ days: [1, 2, 3, 4, 5], fromHour: '08:00', toHour: '20:00' });
  expect(await screen.findByText('You may send on Sunday, Monday, Tuesday, Wednesday, Thursday, from 08:00 to 20:00 (Israel time). A campaign sent outside these hours waits for the next opening.')).toBeInTheDocument();
});

test('hours without days hold every day, in Hebrew too', async () => {
  renderFor({ fromHour: '09:30', toHour: '17:00' }, 'he');
  expect(await screen.findByText('אפשר לשלוח בימים כל יום, בין 09:30 ל-17:00 (שעון ישראל). קמפיין שיישלח מחוץ לשעות האלה ימתין לפתיחה הבאה.')).toBeInTheDocument();
  expect(document.documentElement.dir).toBe('rtl');
});

test('a user who may send at any time sees nothing', async () => {
  const { container } = renderFor(undefined);
  await screen.findByText('texts loaded');
  expect(container.textContent).toBe('texts loaded');
});
