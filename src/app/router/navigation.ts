/**
 * Navigation for code outside React (the base query, logout). The router registers its
 * navigate function at start; before that, or in tests without a router, the location moves.
 */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigate(fn: Navigate): void {
  navigate = fn;
}

export const navigateTo: Navigate = (path, options) => navigate(path, options);

export const currentPath = (): string => window.location.pathname;
