/**
 * Where antd is used: its provider, loaded when first needed. The sign-in page and the guest
 * shell draw without antd, so a first visit does not download it (issue 14); everything else
 * renders inside a scope.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { PageLoading } from '../ui/PageLoading';
import { loadAntdStyles } from './antdStyles';

// antd's stylesheet downloads alongside antd's code, not after it.
const AntdProvider = lazy(() => {
  void loadAntdStyles();
  return import('./AntdProvider');
});

export function AntdScope({ children, fallback = <PageLoading /> }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <AntdProvider fallback={fallback}>{children}</AntdProvider>
    </Suspense>
  );
}
