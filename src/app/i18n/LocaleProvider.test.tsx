/**
 * The one locale provider switches antd's date pickers with the language (issue 13): their
 * month and day names come from dayjs, which spoke only English before.
 */
import { act, screen } from '@testing-library/react';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { languageChosen } from '../state/preferences';
import { renderWithProviders } from '../test/render';
import { shortArabicWeekDays } from './antdLocales';

const march2026 = dayjs('2026-03-15');

const openPicker = (language: 'he' | 'en' | 'ar') =>
  renderWithProviders(<DatePicker open defaultPickerValue={march2026} aria-label="date" />, { preloadedState: { preferences: { language, theme: 'light' } } });

const panelHeader = () => document.querySelector('.ant-picker-header-view')?.textContent ?? '';
const weekdayHeads = () => Array.from(document.querySelectorAll('.ant-picker-content thead th'), (th) => th.textContent);

test('in Hebrew the open picker names the month in Hebrew, and follows a switch to English', async () => {
  const { store } = openPicker('he');
  await screen.findByLabelText('date');
  expect(panelHeader()).toContain('מרץ');
  expect(panelHeader()).not.toMatch(/Mar/);

  await act(async () => {
    store.dispatch(languageChosen('en'));
  });
  await screen.findByText(/Mar/, { selector: '.ant-picker-header-view *' });
  expect(document.documentElement.lang).toBe('en');
});

test('in Arabic the day columns carry short names that fit their cells', async () => {
  openPicker('ar');
  await screen.findByLabelText('date');
  expect(panelHeader()).toContain('مارس');
  const heads = weekdayHeads();
  expect(heads).toHaveLength(7);
  // Arabic weeks start on Saturday: the columns run Saturday to Friday.
  expect(heads).toEqual([shortArabicWeekDays[6], ...shortArabicWeekDays.slice(0, 6)]);
});
