/**
 * Where every unit test file starts (vitest.config.ts). A component's first screen loads MUI, react-admin or the page
 * builder with it, which on a busy two-core machine can take longer than Testing Library's default second: its
 * queries that wait for something to appear wait up to five seconds.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
