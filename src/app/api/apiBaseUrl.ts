/**
 * Where the API lives: under /api on the same origin; tests set an absolute base. Its own
 * module, because logout calls the API by hand and the base query logs out: both read it here.
 */
export const apiBaseUrl = (globalThis as { __API_BASE__?: string }).__API_BASE__ ?? '/api';
