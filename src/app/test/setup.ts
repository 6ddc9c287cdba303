import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Slow machines (CI has two cores) need more than the default second.
configure({ asyncUtilTimeout: 5000 });
