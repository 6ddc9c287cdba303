import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, sessionFor } from '../../test/render';
import SystemSettingsPage from './SystemSettingsPage';

// The page's own behaviour (which screens are listed and opened, for whom) over a table of two
// built screens: one any system manager may open, one for super-administrators only.
jest.mock('./sections', () => {
  const built = (text: string) => () => Promise.resolve({ default: () => <p>{text}</p> });
  const sections = [
    { key: 'assign-numbers', call: { access: 'superAdmin' }, load: built('numbers screen') },
    { key: 'email-association', call: { access: 'system' }, load: built('e-mails screen') },
    { key: 'manage-price-lists', call: { access: 'superAdmin' } },
  ];
  return { sections, sectionOf: (key: string | undefined) => sections.find((s) => s.key === key) };
});

const mount = (route: string, group: number) =>
  renderWithProviders(<SystemSettingsPage />, {
    route,
    path: '/setting-system/:section?',
    preloadedState: { ...sessionFor({ group }), preferences: { language: 'en', theme: 'light' } },
    extraRoutes: [
      { path: '/403', element: <p>forbidden page</p> },
      { path: '/404', element: <p>not found page</p> },
    ],
  });

describe('/setting-system lists and opens the screens whose calls the viewer may make', () => {
  it('a super-administrator gets the first screen at the bare address and moves between the built ones', async () => {
    mount('/setting-system', 5);
    expect(await screen.findByText('numbers screen')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Assign numbers' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Price lists' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'E-mail association' }));
    expect(await screen.findByText('e-mails screen')).toBeInTheDocument();
  });

  it('a system manager (group 2) sees only the screen its group may call, and is refused the other', async () => {
    const { router } = mount('/setting-system', 2);
    expect(await screen.findByText('e-mails screen')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Assign numbers' })).not.toBeInTheDocument();
    await router.navigate('/setting-system/assign-numbers');
    expect(await screen.findByText('forbidden page')).toBeInTheDocument();
  });

  it('a screen not built, or no such screen, is Not Found', async () => {
    for (const route of ['/setting-system/manage-price-lists', '/setting-system/no-such-screen']) {
      const { router, unmount } = mount(route, 5);
      expect(await screen.findByText('not found page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/404');
      unmount();
    }
  });

  it('in Hebrew the screens are named in Hebrew, right to left', async () => {
    renderWithProviders(<SystemSettingsPage />, { route: '/setting-system/assign-numbers', path: '/setting-system/:section?', preloadedState: sessionFor({ group: 5 }) });
    expect(await screen.findByRole('heading', { name: 'שיוך מספרים' })).toHaveClass('ant-typography-rtl');
  });
});
