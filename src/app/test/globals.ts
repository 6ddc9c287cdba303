// Runs before the modules under test: the API base must be absolute under jsdom + msw.
(globalThis as { __API_BASE__?: string }).__API_BASE__ = 'http://localhost/api';
