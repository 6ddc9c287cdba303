/**
 * antd's DatePicker, fetched when a picker is first drawn. Its code (the picker, its panels
 * and dayjs's plugins) is the largest single part of antd a form can pull in; the composer
 * shows one only once a schedule or a coupon is chosen, so /campaign no longer runs it at start.
 * Webpack sees that only DatePicker is read from the import, so the chunk is the picker alone.
 */
import type { DatePickerProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';

// One date, Dayjs values: the generic picker taken at the props the app uses.
const Picker: LazyExoticComponent<ComponentType<DatePickerProps<Dayjs, false>>> = lazy(() => import('antd').then((antd) => ({ default: antd.DatePicker })));

export function LazyDatePicker(props: DatePickerProps<Dayjs, false>) {
  return (
    <Suspense fallback={null}>
      <Picker {...props} />
    </Suspense>
  );
}
